export const updated = "更新：";
export const contents = "目次";
export const morePosts = "ほかの記事";
export const previousPost = "前の記事";
export const nextPost = "次の記事";
export const relatedPosts = "関連記事";
export const copyCode = "コードをコピー";
export const copied = "コピーしました";
export const formula = "数式";
export const shareImageAlt = (title: string, name: string) => `${title}（${name}）`;
export const caseStudyKicker = (project: string) => `ケーススタディ · ${project}`;
export const caseStudyTitle = (project: string, title: string) =>
  `${project} ケーススタディ：${title}`;
export const caseStudyAllProjects = "すべてのプロジェクト";
export const caseStudyProject = "プロジェクト";
export const caseStudyBuiltWith = "使用技術";
export const caseStudyVisitProject = (title: string) => `${title} を見る`;
export const caseStudySourceCode = "ソースコード";
export const caseStudyBackToProjects = "プロジェクト一覧に戻る";
/** What a post's body writes around the owner's words: footnotes, callouts, tables. */
export const footnotes = "注";
export const footnoteBack = (reference: string) => `参照 ${reference} に戻る`;
export const callouts = {
  note: "メモ",
  tip: "ヒント",
  important: "重要",
  warning: "警告",
  caution: "注意",
};
export const table = "表";
export const tableOf = (headers: string) => `表：${headers}`;

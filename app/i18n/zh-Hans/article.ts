export const updated = "更新于 ";
export const contents = "目录";
export const morePosts = "更多文章";
export const previousPost = "上一篇";
export const nextPost = "下一篇";
export const relatedPosts = "相关文章";
export const copyCode = "复制代码";
export const copied = "已复制";
export const formula = "公式";
export const shareImageAlt = (title: string, name: string) => `${title}，作者：${name}`;
export const caseStudyKicker = (project: string) => `案例研究 · ${project}`;
export const caseStudyTitle = (project: string, title: string) => `${project} 案例研究：${title}`;
export const caseStudyAllProjects = "全部项目";
export const caseStudyProject = "项目";
export const caseStudyBuiltWith = "技术栈";
export const caseStudyVisitProject = (title: string) => `访问 ${title}`;
export const caseStudySourceCode = "源代码";
export const caseStudyBackToProjects = "返回全部项目";
/** What a post's body writes around the owner's words: footnotes, callouts, tables. */
export const footnotes = "注释";
export const footnoteBack = (reference: string) => `返回引用 ${reference}`;
export const callouts = {
  note: "注意",
  tip: "提示",
  important: "重要",
  warning: "警告",
  caution: "小心",
};
export const table = "表格";
export const tableOf = (headers: string) => `表格：${headers}`;

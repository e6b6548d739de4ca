export const seeMyWork = "作品を見る";
export const seeResume = "履歴書を見る";
export const scroll = "スクロール";
export const scrollTo = (section: string) => `「${section}」までスクロール`;
export const rubricMark = "評価";
export const criterionMet = "：達成";
export const aboutTitle = "自己紹介";
export const experienceTitle = "率いている取り組み";
export const outcome = "成果：";
export const contactTitle = "一緒に何かつくりましょう";
export const contactIntro = "アイデア、質問、お誘いなど、お気軽にご連絡ください。";
export const opensEmail = "メールアプリを開きます";
export const opensInNewTab = (host: string) => `${host} を新しいタブで開きます`;
export const sendEmail = "メールを送る";
export const projectsFeatured = "注目のプロジェクト";
export const projectsAdditional = "その他のプロジェクト";
export const projectsStatus = "状態";
export const projectsBadges = {
  Complete: "完成",
  Expanding: "拡大中",
  Featured: "注目",
  "In Progress": "進行中",
};
export const projectsTechnologies = "使用技術：";
export const projectsVisit = "見る";
export const projectsVisitProject = (title: string) => `${title} を見る`;
export const projectsCode = "コード";
export const projectsCodeFor = (title: string) => `${title} のコード`;
export const projectsReadCaseStudy = "ケーススタディを読む";
export const projectsReadCaseStudyOf = (title: string) => `${title} のケーススタディを読む`;
export const projectsReadMore = "続きを読む";
export const projectsShowLess = "閉じる";
export const projectsImages = (title: string) => `${title} の画像`;
export const projectsImageStrip = "画像の一覧";
export const projectsSlide = (index: number, total: number) => `${total} 枚中 ${index} 枚目`;
export const projectsPauseRotation = "画像の切り替えを止める";
export const projectsPlayRotation = "画像の切り替えを再開";
export const projectsShowImage = (index: number, total: number) =>
  `${total} 枚中 ${index} 枚目の画像を表示`;
export const projectsCarouselRole = "カルーセル";
export const projectsSlideRole = "スライド";

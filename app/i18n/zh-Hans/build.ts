export const pdf = "简历（PDF）";
export const feedFile = "Atom 订阅";
export const caseStudyTag = "案例研究";
export const llmsPages = "页面";
export const llmsWriting = "文章";
export const llmsFiles = "文件";
export const llmsJsonResumeNote = "JSON Resume 格式的简历";
export const llmsFeedNote = "全部文章和案例研究的全文";

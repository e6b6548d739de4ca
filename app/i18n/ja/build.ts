export const pdf = "履歴書（PDF）";
export const feedFile = "Atom フィード";
export const caseStudyTag = "ケーススタディ";
export const llmsPages = "ページ";
export const llmsWriting = "記事";
export const llmsFiles = "ファイル";
export const llmsJsonResumeNote = "JSON Resume 形式の履歴書";
export const llmsFeedNote = "すべての記事とケーススタディの全文";

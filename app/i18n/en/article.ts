/** The words of a post's and a case study's page. */
export const updated: string = "Updated ";
export const contents: string = "Contents";
export const morePosts: string = "More posts";
export const previousPost: string = "Previous post";
export const nextPost: string = "Next post";
export const relatedPosts: string = "Related posts";
export const copyCode: string = "Copy code";
export const copied: string = "Copied";
export const formula: string = "Formula";
export const shareImageAlt = (title: string, name: string) => `${title}, by ${name}`;
export const caseStudyKicker = (project: string) => `Case study · ${project}`;
export const caseStudyTitle = (project: string, title: string) => `${project} case study: ${title}`;
export const caseStudyAllProjects: string = "All projects";
export const caseStudyProject: string = "Project";
export const caseStudyBuiltWith: string = "Built with";
export const caseStudyVisitProject = (title: string) => `Visit ${title}`;
export const caseStudySourceCode: string = "Source code";
export const caseStudyBackToProjects: string = "Back to all projects";
/** What a post's body writes around the owner's words: footnotes, callouts, tables. */
export const footnotes: string = "Notes";
export const footnoteBack = (reference: string) => `Back to reference ${reference}`;
export const callouts = {
  note: "Note",
  tip: "Tip",
  important: "Important",
  warning: "Warning",
  caution: "Caution",
};
export const table: string = "Table";
export const tableOf = (headers: string) => `Table: ${headers}`;

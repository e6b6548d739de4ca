/**
 * Where the writing is published, below the base path: each post at
 * /writing/<slug>, each case study at /projects/<project id>. The route table,
 * the pages, the feed and the share images all take addresses from here.
 */
export const WRITING_PATH = "/writing";
export const postPath = (slug: string) => `${WRITING_PATH}/${slug}`;
export const caseStudyPath = (projectId: string) => `/projects/${projectId}`;

/** The writing, read by pipeline/content/writing.ts and served by pipeline/plugins/writing-module.ts. */
declare module "virtual:writing" {
  import type { CaseStudySummary, PostSummary } from "~/content/schema";
  /** Published posts, newest first (drafts too in `npm run dev`). */
  export const posts: PostSummary[];
  /** Case studies, in the order of the projects. */
  export const caseStudies: CaseStudySummary[];
  /** The ids of the projects that have a case study. */
  export const caseStudyProjectIds: string[];
}

/** Each post's and case study's body, its compiled MDX, as an import of its own. */
declare module "virtual:writing-bodies" {
  import type { BodyImport } from "~/components/writing/article-body";
  /** Each post's body, by its slug. */
  export const postBodies: Record<string, BodyImport>;
  /** Each case study's body, by its project's id. */
  export const caseStudyBodies: Record<string, BodyImport>;
}

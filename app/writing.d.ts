/** The writing's summaries, made at build time from app/content/ by pipeline/writing.ts. */
declare module "virtual:writing" {
  import type { CaseStudySummary, PostSummary } from "~/content/schema";
  /** Published posts, newest first (drafts too in `npm run dev`). */
  export const posts: PostSummary[];
  /** Case studies, in the order of the projects. */
  export const caseStudies: CaseStudySummary[];
  /** The ids of the projects that have a case study. */
  export const caseStudyProjectIds: string[];
}

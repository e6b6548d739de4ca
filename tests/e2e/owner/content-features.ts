import { test } from "@playwright/test";

export type ContentFeatures = ReturnType<typeof contentFeatures>;

/**
 * What a check found in the content it ran on: the owner checks hold for any
 * valid content, so each uses a feature where the content has one (a carousel,
 * a "Read more" button, posts) and goes on without it where it has none. Each
 * is noted in the test's annotations (the HTML report) and printed in one line
 * when the check ends, so that a run says what it exercised.
 */
export function contentFeatures(check: string) {
  const used: string[] = [];
  const absent: string[] = [];
  return {
    /** The check used this feature of the content. */
    used(feature: string) {
      used.push(feature);
      test.info().annotations.push({ type: "used", description: feature });
    },
    /** The content has none of this feature, so the check went on without it. */
    absent(feature: string) {
      absent.push(feature);
      test.info().annotations.push({ type: "not in this content", description: feature });
    },
    /** Prints what was used and what the content lacked. */
    print() {
      const lacking = absent.length ? `; not in this content: ${absent.join(", ")}` : "";
      console.log(`[${test.info().project.name}] ${check} used ${used.join(", ")}${lacking}`);
    },
  };
}

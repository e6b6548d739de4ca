// The owner trial: the owner's own content with a term's worth of ordinary
// edits made to it, built into .test-builds/trial/, so that the checks that hold
// for any valid content (tests/e2e/owner/, the HTML checker, the link check)
// run on content no test was written against. A test that names today's words,
// or a rule only a test knows, fails here before an owner meets it.
//
// It is built in two shapes, at the two ends of what the schema leaves to the
// owner, so that a check that needs a feature some content lacks fails here
// too: the full one, every project featured, with the owner's pictures and
// writing and three posts more; and the spare one (.test-builds/trial-spare/), the
// same edits with no project featured, no picture on any card, no link to code
// and nothing written.
//
// A third shape, Hebrew, is the full one with the site's `language` set to
// Hebrew (.test-builds/trial-hebrew/): written right to left, in words no
// check may take for granted, so a check that relied on English fails here.
//
// The edits work on whatever the content says: they read the owner's site
// module and write a changed copy of it, never matching its text.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import type { SiteContent } from "../../app/content/schema.ts";
import { basePathOf } from "../../app/lib/site-url.ts";
import { contentSet, loadSite, writeContentSet } from "../../pipeline/content/content-set.ts";
import { buildSiteApart } from "../../pipeline/index.ts";
import { writePhonePhoto } from "../../tools/phone-photo.ts";

/** Where the trial is written and built: .test-builds/, or OWNER_TRIAL_DIR for a run beside npm test's. */
const TRIAL_FOLDER = process.env.OWNER_TRIAL_DIR ?? ".test-builds";
/**
 * Each shape's content set, inside the project (where Vite compiles its posts
 * as it does the owner's), and the folder it is built into.
 */
const SHAPES = {
  full: { contentDir: `${TRIAL_FOLDER}/trial-content`, buildDirectory: `${TRIAL_FOLDER}/trial` },
  spare: {
    contentDir: `${TRIAL_FOLDER}/trial-spare-content`,
    buildDirectory: `${TRIAL_FOLDER}/trial-spare`,
  },
  hebrew: {
    contentDir: `${TRIAL_FOLDER}/trial-hebrew-content`,
    buildDirectory: `${TRIAL_FOLDER}/trial-hebrew`,
  },
};
type TrialShape = keyof typeof SHAPES;
export const TRIAL_SHAPES = Object.keys(SHAPES) as TrialShape[];

/** A shape's edited content set and its built site. */
export const trialOf = (shape: TrialShape) => ({
  shape,
  contentDir: SHAPES[shape].contentDir,
  root: `${SHAPES[shape].buildDirectory}/client`,
});

/** The trial the owner checks run on when OWNER_TRIAL is set: the shape it names, else the full one. */
export const OWNER_TRIAL = trialOf(
  TRIAL_SHAPES.find((shape) => shape === process.env.OWNER_TRIAL) ?? "full",
);

/** The owner's content after the trial's edits. */
export function editContent(site: SiteContent): SiteContent {
  const edited = structuredClone(site);
  edited.owner.tagline = "Student builder of learning tools that teachers ask for";
  edited.owner.about = [
    "This term I am rebuilding my projects around what teachers told me in the spring, and writing up what I learn as I go.",
  ];
  edited.scorecard.feedback =
    "Updated this term, with every mark still backed by work on the page.";
  // A new role, ongoing, first in the list; a school changed.
  edited.experience.unshift({
    id: "trial-learning-lab",
    title: "Research Assistant",
    organization: "Harbor Learning Lab",
    startDate: "2026-09",
    description: "Helping a university lab measure how students use written feedback.",
    highlights: ["Measure how students use written feedback in a university study."],
  });
  edited.resume.education.school = "Harbor Valley High School";
  // One project gone, one new project with the first project's pictures.
  const pictures = site.projects.find((project) => project.images?.length)?.images;
  if (edited.projects.length > 1) edited.projects.pop();
  edited.projects.push({
    id: "study-buddy",
    title: "Study Buddy",
    description:
      "A revision planner that turns a syllabus into short daily sessions, used by 350+ students.",
    technologies: ["TypeScript", "React Native"],
    link: "https://example.org/study-buddy",
    category: "Education, Mobile",
    iconName: "NoSuchIcon",
    complete: false,
    expanding: true,
    important: true,
    expandable: true,
    expandedContent:
      "It reads a course outline and spreads the topics over the weeks before each exam.",
    ...(pictures ? { images: pictures } : {}),
  });
  // Every project featured (important: true): no card then has "Read more",
  // which only a project that is not featured shows (the spec's project cards).
  for (const project of edited.projects) project.important = true;
  // One contact fewer, when there is more than one.
  if (edited.contacts.length > 1) {
    const dropped = edited.contacts.pop()!;
    edited.resume.links = edited.resume.links.filter((link) => link.url !== dropped.link);
  }
  return edited;
}

/** Three new posts: one in GitHub's Markdown, one of plain paragraphs, one with a phone photo as its cover. */
function newPosts(): Record<string, string> {
  // In a folder beside the posts, as owners keep their photos.
  const cover = [
    "cover:",
    "  src: ./photos/planner.jpg",
    "  alt: A student's desk with the planner open",
  ];
  return {
    // Every feature of GitHub's Markdown, as an owner writes a post of results.
    "results-of-the-term.mdx": [
      "---",
      "title: The term's results, in one table",
      "date: 2026-11-24",
      "summary: A table of results, its notes, a callout, a diagram and a checklist.",
      "tags: [Notes]",
      "---",
      "",
      "How each class did this term.[^1]",
      "",
      "| Class | Sessions planned | Sessions done | Share done | Average minutes | Comment |",
      "| :---- | ---------------: | ------------: | :--------: | --------------: | :------ |",
      "| 9A    |              420 |           388 |    92%     |              24 | ~~late start~~ on time |",
      "| 10B   |              380 |           301 |    79%     |              21 | exams in week 6 |",
      "",
      "> [!TIP]",
      "> Short sessions were done more often than long ones.",
      "",
      "```mermaid",
      "flowchart LR",
      "  accTitle: From a syllabus to a day's sessions",
      "  S[Syllabus] --> P[Planner] --> D[Daily sessions]",
      "```",
      "",
      "- [x] Send the results to both teachers",
      "- [ ] Ask www.example.org for next term's dates",
      "",
      "[^1]: Counted from the planner's own records.",
      "",
    ].join("\n"),
    "a-plain-note.mdx": [
      "---",
      "title: A short note",
      "date: 2026-11-20",
      "summary: Plain paragraphs, no heading, no code and no link.",
      "tags: [Notes]",
      "---",
      "",
      "This post has only paragraphs.",
      "",
      "It still gets a page, a place in the feed and a share image.",
      "",
    ].join("\n"),
    "planner-first-term.mdx": [
      "---",
      "title: What a term of the planner taught me",
      "date: 2026-11-22",
      "summary: The first term of the planner, in numbers.",
      "tags: [Notes, Education]",
      ...cover,
      "---",
      "",
      "Students used the planner on most school days.",
      "",
    ].join("\n"),
  };
}

/**
 * The same edits at the spare end: no project featured, so that every card with
 * longer text opens it with "Read more"; no pictures, so no carousel; no link
 * to code. Its content set has no posts and no case studies.
 */
export function spareContent(site: SiteContent): SiteContent {
  const spare = editContent(site);
  for (const project of spare.projects) {
    project.important = false;
    delete project.images;
    delete project.githubLink;
  }
  return spare;
}

/** Writes the edited content set of each shape into its folder. */
export async function writeTrialContent(): Promise<void> {
  const site = await loadSite(contentSet());
  const full = await writeContentSet(SHAPES.full.contentDir, editContent(site));
  const posts = join(full.contentDir, "posts");
  // A photo in a folder beside the posts, as owners keep them; drafts deleted, three posts added.
  await mkdir(join(posts, "photos"), { recursive: true });
  await writePhonePhoto(join(posts, "photos", "planner.jpg"));
  for (const name of await readdir(posts)) {
    // Only the posts: pictures may sit beside them, in folders of their own.
    if (!name.endsWith(".mdx")) continue;
    const post = new VFile(await readFile(join(posts, name), "utf8"));
    matter(post);
    if ((post.data.matter as { draft?: boolean }).draft === true) await rm(join(posts, name));
  }
  for (const [name, text] of Object.entries(newPosts())) {
    await writeFile(join(posts, name), text);
  }

  // The spare shape: its own site module, and nothing written.
  const spare = await writeContentSet(SHAPES.spare.contentDir, spareContent(site));
  for (const folder of ["posts", "case-studies"]) {
    await rm(join(spare.contentDir, folder), { recursive: true, force: true });
  }

  // The Hebrew shape: the full one's folder, its site's words in Hebrew.
  await writeContentSet(SHAPES.hebrew.contentDir, { ...editContent(site), language: "he" }, full);
}

if (import.meta.main) {
  await writeTrialContent();
  // One build per process (pipeline/index.ts).
  for (const shape of TRIAL_SHAPES) await buildSiteApart(SHAPES[shape]);
  for (const shape of TRIAL_SHAPES) {
    const { contentDir, root } = trialOf(shape);
    const site = await loadSite(contentSet(contentDir));
    console.log(
      `Built the owner's content with a trial's edits, ${shape}, into ${root}/ (base path ${basePathOf(site.seo.siteUrl)})`,
    );
  }
}

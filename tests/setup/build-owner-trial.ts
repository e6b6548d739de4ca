// The owner trial: the owner's own content with a term's worth of ordinary
// edits made to it, built into .test-builds/trial/, so that the checks that hold
// for any valid content (tests/e2e/owner/, the HTML checker, the link check)
// run on content no test was written against. A test that names today's words,
// or a rule only a test knows, fails here before an owner meets it.
//
// The edits work on whatever the content says: they read the owner's site
// module and write a changed copy of it, never matching its text.
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import type { SiteContent } from "../../app/content/schema.ts";
import { basePathOf } from "../../app/lib/site-url.ts";
import { contentSet, loadSite } from "../../pipeline/content/content-set.ts";
import { buildSite } from "../../pipeline/index.ts";
import { writePhonePhoto } from "../../tools/phone-photo.ts";

const BUILD_DIRECTORY = ".test-builds/trial";
export const OWNER_TRIAL = {
  /** The edited content set, inside the project, where Vite compiles its posts as it does the owner's. */
  contentDir: ".test-builds/trial-content",
  root: `${BUILD_DIRECTORY}/client`,
};

const SCHEMA = resolve(import.meta.dirname, "../../app/content/schema.ts");

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
  // One project gone, one new featured project with the first project's pictures.
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
  // One contact fewer, when there is more than one.
  if (edited.contacts.length > 1) {
    const dropped = edited.contacts.pop()!;
    edited.resume.links = edited.resume.links.filter((link) => link.url !== dropped.link);
  }
  return edited;
}

/** Two new posts: one of plain paragraphs, one with a phone photo as its cover. */
function newPosts(): Record<string, string> {
  // In a folder beside the posts, as owners keep their photos.
  const cover = [
    "cover:",
    "  src: ./photos/planner.jpg",
    "  alt: A student's desk with the planner open",
  ];
  return {
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

/** Writes the edited content set into OWNER_TRIAL.contentDir. */
export async function writeTrialContent(): Promise<void> {
  const owner = contentSet();
  const site = await loadSite(owner);
  const dir = resolve(OWNER_TRIAL.contentDir);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // Everything the owner keeps beside site.ts (writing, pictures), but its modules.
  await cp(owner.contentDir, dir, {
    recursive: true,
    filter: (source) => !/\.tsx?$/.test(source),
  });
  await cp(owner.publicDir, join(dir, "public"), { recursive: true });
  // A photo in a folder beside the posts, as owners keep them; drafts deleted, two posts added.
  await mkdir(join(dir, "posts", "photos"), { recursive: true });
  await writePhonePhoto(join(dir, "posts", "photos", "planner.jpg"));
  for (const name of await readdir(join(dir, "posts"))) {
    // Only the posts: pictures may sit beside them, in folders of their own.
    if (!name.endsWith(".mdx")) continue;
    const post = new VFile(await readFile(join(dir, "posts", name), "utf8"));
    matter(post);
    if ((post.data.matter as { draft?: boolean }).draft === true) {
      await rm(join(dir, "posts", name));
    }
  }
  for (const [name, text] of Object.entries(newPosts())) {
    await writeFile(join(dir, "posts", name), text);
  }
  const edited = editContent(site);
  const schema = relative(dir, SCHEMA).replaceAll("\\", "/");
  await writeFile(
    join(dir, "site.ts"),
    `import type { SiteContent } from "${schema}";\n\nexport const site: SiteContent = ${JSON.stringify(edited, null, 2)};\n`,
  );
}

if (import.meta.main) {
  await writeTrialContent();
  await buildSite({ contentDir: OWNER_TRIAL.contentDir, buildDirectory: BUILD_DIRECTORY });
  const site = await loadSite(contentSet(OWNER_TRIAL.contentDir));
  console.log(
    `Built the owner's content with a trial's edits into ${OWNER_TRIAL.root}/ (base path ${basePathOf(site.seo.siteUrl)})`,
  );
  // Vite's servers stay open after a build (pipeline/index.ts).
  process.exit(0);
}

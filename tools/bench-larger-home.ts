// The home page `npm run bench` measures beside the owner's: the same site with
// an owner's larger content, built from a content folder of its own
// (bench-content.ts). The content is grown from the owner's, whatever it is:
// three featured projects and three others, four experience entries and an
// about text of three paragraphs. Each entry it adds is a copy of one the
// content has, under a name of its own and with the words of each text in
// another order, so the page grows by what a real entry weighs once compressed
// (gzip would take a repeated text for almost nothing); a featured copy keeps
// its pictures.
import type { ExperienceEntry, Project, SiteContent } from "../app/content/schema.ts";
import { contentSet, loadSite } from "../pipeline/content/content-set.ts";
import { type BenchSite, buildBenchSite, writeBenchContent } from "./bench-content.ts";

export const LARGER_HOME = { featured: 3, others: 3, experience: 4, aboutParagraphs: 3 } as const;

/** The words of `text` in an order of their own for `copy`, the same on every run. */
function reworded(text: string, copy: number): string {
  const words = text.split(" ");
  let seed = copy;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let index = words.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [words[index], words[other]] = [words[other]!, words[index]!];
  }
  return words.join(" ");
}

/** `entries` with copies of them added, in turn, until there are `count`, each named by `rename`. */
function grown<T>(entries: T[], count: number, rename: (entry: T, copy: number) => T): T[] {
  if (entries.length === 0) return entries;
  const all = [...entries];
  for (let copy = 1; all.length < count; copy++) {
    all.push(rename(entries[(copy - 1) % entries.length]!, Math.ceil(copy / entries.length) + 1));
  }
  return all;
}

const renamedProject = (project: Project, copy: number): Project => ({
  ...project,
  id: `${project.id}-${copy}`,
  title: `${project.title} ${copy}`,
  description: reworded(project.description, copy),
  expandedContent: reworded(project.expandedContent, copy),
  images: project.images?.map((image) => ({ ...image, alt: reworded(image.alt, copy) })),
});

const renamedEntry = (entry: ExperienceEntry, copy: number): ExperienceEntry => ({
  ...entry,
  id: `${entry.id}-${copy}`,
  title: `${entry.title} ${copy}`,
  description: reworded(entry.description, copy),
  outcome: entry.outcome && reworded(entry.outcome, copy),
  // One line on the resume: the copy's whole resume must still fit one page, as the build demands.
  highlights: [reworded(entry.highlights[0]!, copy)],
});

/** The owner's content, grown to LARGER_HOME. */
function largerHome(site: SiteContent): SiteContent {
  const featured = site.projects.filter((project) => project.important);
  const others = site.projects.filter((project) => !project.important);
  const about = site.owner.about;
  return {
    ...site,
    owner: {
      ...site.owner,
      about: grown(about, LARGER_HOME.aboutParagraphs, reworded),
    },
    experience: grown(site.experience, LARGER_HOME.experience, renamedEntry),
    projects: [
      ...grown(featured, LARGER_HOME.featured, renamedProject),
      ...grown(others, LARGER_HOME.others, renamedProject),
    ],
  };
}

/** Builds the larger content; returns its client/ and a function that removes it. */
export async function buildLargerHome(): Promise<BenchSite> {
  const bench = await writeBenchContent("larger-home", largerHome(await loadSite(contentSet())));
  try {
    await buildBenchSite(bench, "with a larger home page");
    return bench;
  } catch (error) {
    await bench.remove();
    throw error;
  }
}

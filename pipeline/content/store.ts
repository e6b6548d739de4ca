/**
 * The content store: a content set read and checked once (the site module
 * against its schema, every post and case study with its front matter), and
 * handed as an argument to every step that needs it.
 *
 * Which content a build reads, and which folder it writes, is the build's
 * plan: the owner's content into build/ for `npm run build`, or another
 * content folder into another folder when a script starts the build itself
 * (buildSite, in pipeline/index.ts). React Router loads vite.config.ts,
 * react-router.config.ts and app/routes.ts each in a module graph of its own,
 * and loads them again for the server it prerenders through, so a variable of
 * this module would be one per graph: the plan and its store are kept once
 * for the whole process, which every graph shares.
 */
import { resolve } from "node:path";
import { type SiteContent, siteContentIssues, siteLanguage } from "../../app/content/schema.ts";
import { DICTIONARIES } from "../../app/i18n/dictionaries.ts";
import type { Messages } from "../../app/i18n/en/index.ts";
import { type ContentSet, contentSet, loadSite } from "./content-set.ts";
import { contentFile, mistake, stopOnMistakes } from "./mistakes.ts";
import { type Writing, readWriting } from "./writing.ts";
import { PROJECT_ROOT } from "../project-root.ts";

export interface ContentStore {
  /** Where the content is. */
  set: ContentSet;
  /** The site module, checked against its schema. */
  site: SiteContent;
  /** The dictionary of the site's language (app/i18n/): the words of the files the build makes. */
  messages: Messages;
  /** The published writing; drafts too when `drafts` is set. Read anew by the dev server on an edit. */
  writing: Writing;
  /** Whether drafts are shown: only by `npm run dev`, never in a build. */
  drafts: boolean;
}

/** Reads and checks a content set; throws an error naming the file, the entry and the field. */
export async function loadContent(set: ContentSet, { drafts = false } = {}): Promise<ContentStore> {
  const site = await loadSite(set);
  // The site module has no line to give: each mistake is named by its entry and field.
  const siteFile = contentFile(set.siteModule);
  for (const issue of siteContentIssues(site)) mistake(siteFile, issue);
  stopOnMistakes([siteFile]);
  return {
    set,
    site,
    messages: DICTIONARIES[siteLanguage(site)],
    writing: readWriting({ set, content: site, drafts }),
    drafts,
  };
}

/** Reads the writing again, after an edit under `npm run dev`. */
export function reloadWriting(store: ContentStore): void {
  store.writing = readWriting({ set: store.set, content: store.site, drafts: store.drafts });
}

/** What one build reads and where it writes. */
export interface BuildPlan {
  /** The content set it reads. */
  set: ContentSet;
  /** React Router's build folder, absolute: the site is published from its client/. */
  buildDirectory: string;
  /** Whether drafts are shown (the dev server). */
  drafts: boolean;
}

/** The owner's content into build/: what `npm run build` and `npm run dev` read. */
export const ownerPlan = ({ drafts = false } = {}): BuildPlan => ({
  set: contentSet(),
  buildDirectory: resolve(PROJECT_ROOT, "build"),
  drafts,
});

interface ThisProcess {
  plan?: BuildPlan;
  /** Each content set read so far, by folder and whether it shows drafts. */
  stores: Map<string, Promise<ContentStore>>;
}
const THIS_PROCESS = Symbol.for("portfolio:build-plan");
const shared = globalThis as { [THIS_PROCESS]?: ThisProcess };
const thisProcess = (): ThisProcess => (shared[THIS_PROCESS] ??= { stores: new Map() });

/**
 * Sets what this process builds, before the build starts; a second plan for
 * the same process is a mistake, unless it is the same.
 */
export function planBuild(plan: BuildPlan): void {
  const current = thisProcess();
  if (current.plan && JSON.stringify(current.plan) !== JSON.stringify(plan)) {
    throw new Error(
      `This process already builds ${current.plan.set.contentDir} into ${current.plan.buildDirectory}`,
    );
  }
  current.plan = plan;
}

/** Whether a plan is set: otherwise this process builds the owner's content. */
export const isPlanned = () => thisProcess().plan !== undefined;

/** What this process builds: the plan set by planBuild, or the owner's. */
export const thisBuild = (): BuildPlan => thisProcess().plan ?? ownerPlan();

/** The content this process builds, read once. */
export function thisContent(): Promise<ContentStore> {
  const { set, drafts } = thisBuild();
  const { stores } = thisProcess();
  const key = JSON.stringify([set.contentDir, drafts]);
  let store = stores.get(key);
  if (!store) {
    store = loadContent(set, { drafts });
    stores.set(key, store);
    // A failed read is not kept: the dev server tries again after the next edit.
    store.catch(() => stores.delete(key));
  }
  return store;
}

import * as siteWords from "~/i18n/messages/site";

/**
 * The home page's sections in page order, with what the nav bar, the
 * floating next-section button and the "Scroll" arrows need of each: the button
 * steps through every id here, the nav links to those marked for it, and an
 * arrow leads where its section says, else to the first section.
 */
export const HOME_SECTIONS = [
  { id: "about", isInNav: true },
  { id: "experience", isInNav: true, scrollArrowTo: "projects" },
  { id: "projects", isInNav: true, scrollArrowTo: "contact" },
  // The specification's tracked list names a skills section the page does not
  // have; the button skips it, as it skips any id missing from the page.
  { id: "skills", isInNav: false },
  { id: "contact", isInNav: true },
] as const satisfies ReadonlyArray<{
  id: string;
  isInNav: boolean;
  scrollArrowTo?: string;
}>;

export type SectionId = (typeof HOME_SECTIONS)[number]["id"];

/** Each section's name in the site's words, read by name, so a page carries only these. */
const SECTION_LABELS: Record<SectionId, string> = {
  about: siteWords.sectionAbout,
  experience: siteWords.sectionExperience,
  projects: siteWords.sectionProjects,
  skills: siteWords.sectionSkills,
  contact: siteWords.sectionContact,
};

/** How links and buttons name a section, in the site's language. */
export const sectionLabel = (id: SectionId) => SECTION_LABELS[id];

/** The sections the nav bar links to, in page order. */
export const navSections = () =>
  HOME_SECTIONS.filter((section) => section.isInNav).map(({ id }) => ({
    id,
    label: sectionLabel(id),
  }));

export interface SectionPosition {
  id: SectionId;
  /** Distance from the top of the document to the section's top edge, in px. */
  top: number;
}

/**
 * The section after the one being read: the first whose top is still below the
 * reading line. Above the first section (in the hero) that is the first section;
 * once the last one is being read there is none.
 */
export function nextSectionId(
  sections: readonly SectionPosition[],
  readingLineY: number,
): SectionId | null {
  const ordered = [...sections].sort((a, b) => a.top - b.top);
  const next = ordered.find((section) => section.top > readingLineY);
  return next?.id ?? null;
}

/**
 * Where a section's "Scroll" arrow leads: from projects to contact,
 * from experience to projects, otherwise to about, the first section).
 */
export function scrollArrowTarget(from?: SectionId): SectionId {
  const section = HOME_SECTIONS.find((candidate) => candidate.id === from);
  return section && "scrollArrowTo" in section ? section.scrollArrowTo : HOME_SECTIONS[0].id;
}

let measuredSections: SectionPosition[] | null = null;
let layoutObserver: ResizeObserver | null = null;

/**
 * Positions of the tracked sections present on the page, in document
 * coordinates. They are measured once and again only after the page's layout
 * changes size, not on every scroll event that asks for them.
 */
export function trackedSectionPositions(): SectionPosition[] {
  if (!layoutObserver) {
    layoutObserver = new ResizeObserver(() => {
      measuredSections = null;
    });
    layoutObserver.observe(document.body);
  }
  measuredSections ??= HOME_SECTIONS.flatMap(({ id }) => {
    const element = document.getElementById(id);
    if (!element) return [];
    return [{ id, top: element.getBoundingClientRect().top + window.scrollY }];
  });
  return measuredSections;
}

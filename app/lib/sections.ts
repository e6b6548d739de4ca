import { TRACKED_SECTION_IDS } from "~/constants";

export type SectionId = (typeof TRACKED_SECTION_IDS)[number];

/** How links and buttons name each section. */
export const SECTION_LABELS: Record<SectionId, string> = {
  about: "About",
  experience: "Experience",
  projects: "Projects",
  skills: "Skills",
  contact: "Contact",
};

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
 * Where a section's "Scroll" arrow leads (spec: from projects to contact,
 * from experience to projects, otherwise to about).
 */
export function scrollArrowTarget(from?: string): SectionId {
  switch (from) {
    case "projects":
      return "contact";
    case "experience":
      return "projects";
    default:
      return "about";
  }
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
  measuredSections ??= TRACKED_SECTION_IDS.flatMap((id) => {
    const element = document.getElementById(id);
    if (!element) return [];
    return [{ id, top: element.getBoundingClientRect().top + window.scrollY }];
  });
  return measuredSections;
}

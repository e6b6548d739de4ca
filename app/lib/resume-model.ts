/**
 * The resume as lines: what it says, in what order, under which titles, with
 * which labels and separators. The /resume page (app/components/resume/), the
 * PDF (pipeline/derived/resume/) and JSON Resume are each drawn from this one
 * model, so the three can only differ in how they look.
 *
 * Every word the model writes itself is in its `ResumeWords`, handed in as
 * an argument: the site's language's (resumeWordsOf, from app/i18n/).
 */
import type { ExperienceEntry, SiteContent } from "~/content/schema";
import type {
  EntriesWords,
  Messages,
  ResumeWords as DictionaryResumeWords,
} from "../i18n/en/index.ts";
import { formatPeriod } from "./dates.ts";

/** The resume's own words: its titles, labels and separators, and how it writes a period. */
export interface ResumeWords {
  /**
   * The language these words are in, as the site names it: "en". (The PDF
   * declares it with its likeliest region, worked out where the PDF is made:
   * Intl.Locale's likely-subtags data took 40-60 ms of a change of page to the
   * resume on a slow phone, for a tag the page never shows.)
   */
  language: string;
  titles: { education: string; experience: string; activities: string; skills: string };
  labels: { email: string; location: string; courses: string; gpa: string; graduation: string };
  downloadPdf: string;
  /** What the JSON Resume export is called where the site links to it. */
  jsonResumeTitle: string;
  /** The PDF's title and subject, as a reader's window and a search show them. */
  pdfTitle: (name: string) => string;
  pdfSubject: (name: string, tagline: string) => string;
  /** A label as it stands before its value: "GPA:". */
  labelled: (label: string) => string;
  /** Between facts that share a line: "11th grade · Full IB Diploma Programme". */
  between: string;
  /** Between the items of a list: "Calculus, Physics". */
  listed: (items: readonly string[]) => string;
  /** A city-level location: "Eugene, OR". */
  location: (place: { city: string; region: string }) => string;
  /** An activity with its detail: "Wind Ensemble (4 years)". */
  activity: (activity: { name: string; detail?: string }) => string;
  /** A role's period: "2024 - Present". */
  period: (startDate: string, endDate?: string) => string;
}

/**
 * The resume's words in a language, from its dictionary (app/i18n/): its
 * resume section, and the periods of its entries.
 */
export function resumeWordsOf(
  language: string,
  words: DictionaryResumeWords,
  entries: Pick<EntriesWords, "period" | "present">,
): ResumeWords {
  return {
    language,
    titles: {
      education: words.education,
      experience: words.experience,
      activities: words.activities,
      skills: words.skills,
    },
    labels: {
      email: words.email,
      location: words.location,
      courses: words.courses,
      gpa: words.gpa,
      graduation: words.expectedGraduation,
    },
    downloadPdf: words.downloadPdf,
    jsonResumeTitle: words.jsonResume,
    pdfTitle: words.pdfTitle,
    pdfSubject: words.pdfSubject,
    labelled: (label) => words.labelled(label).trimEnd(),
    between: " · ",
    listed: (items) => items.join(words.listSeparator),
    location: ({ city, region }) => words.place(city, region),
    activity: ({ name, detail }) => (detail ? words.activity(name, detail) : name),
    period: (startDate, endDate) => formatPeriod(language, entries, startDate, endDate),
  };
}

/** The resume's words from a language's whole dictionary, as the build has it. */
export const resumeWordsFrom = (t: Pick<Messages, "site" | "resume" | "entries">) =>
  resumeWordsOf(t.site.language, t.resume, t.entries);

/** A contact line: its label, what it shows, and where it leads when it is a link. */
export interface ResumeContact {
  label: string;
  text: string;
  url?: string;
}

/** A label and its value, such as "GPA:" and "3.9". */
export interface ResumeFact {
  label: string;
  value: string;
}

export interface ResumeEntry {
  id: string;
  organization: string;
  period: string;
  title: string;
  highlights: string[];
  /** The content's entry, for what only JSON Resume carries (its dates, link and summary). */
  source: ExperienceEntry;
}

/** The sections, in the order every form of the resume shows them. */
export type ResumeSection =
  | {
      kind: "education";
      id: "education";
      title: string;
      school: string;
      /** The grade and the programme, on one line. */
      summary: string;
      /** Lines of labelled facts; the facts of a line are joined by `between`. */
      facts: ResumeFact[][];
    }
  | { kind: "experience"; id: "experience"; title: string; entries: ResumeEntry[] }
  | { kind: "activities"; id: "activities"; title: string; items: string[] }
  | {
      kind: "skills";
      id: "skills";
      title: string;
      groups: Array<{ id: string; label: string; items: string }>;
    };

export interface ResumeModel {
  name: string;
  headline: string;
  contacts: ResumeContact[];
  sections: ResumeSection[];
  words: ResumeWords;
}

/** The resume of `site`, worded by `words`. */
export function resumeModel(
  { owner, resume, experience }: Pick<SiteContent, "owner" | "resume" | "experience">,
  words: ResumeWords,
): ResumeModel {
  const { education } = resume;
  const fact = (label: string, value: string): ResumeFact => ({
    label: words.labelled(label),
    value,
  });
  return {
    name: owner.name,
    headline: resume.headline,
    contacts: [
      { label: words.labels.email, text: owner.email, url: `mailto:${owner.email}` },
      ...resume.links.map(({ label, text, url }) => ({ label, text, url })),
      { label: words.labels.location, text: words.location(resume.location) },
    ],
    sections: [
      {
        kind: "education",
        id: "education",
        title: words.titles.education,
        school: education.school,
        summary: [education.grade, education.program].join(words.between),
        facts: [
          [fact(words.labels.courses, words.listed(education.courses))],
          [
            fact(words.labels.gpa, education.gpa),
            fact(words.labels.graduation, String(education.graduationYear)),
          ],
        ],
      },
      {
        kind: "experience",
        id: "experience",
        title: words.titles.experience,
        entries: experience.map((entry) => ({
          id: entry.id,
          organization: entry.organization,
          period: words.period(entry.startDate, entry.endDate),
          title: entry.title,
          highlights: entry.highlights,
          source: entry,
        })),
      },
      {
        kind: "activities",
        id: "activities",
        title: words.titles.activities,
        items: resume.activities.map(words.activity),
      },
      {
        kind: "skills",
        id: "skills",
        title: words.titles.skills,
        groups: resume.skills.map((group) => ({
          id: group.id,
          label: words.labelled(group.label),
          items: words.listed(group.items),
        })),
      },
    ],
    words,
  };
}

/** Labelled facts as one line of text: "GPA: 3.9 · Expected graduation: 2027". */
export function factsLine(facts: ResumeFact[], words: ResumeWords): string {
  return facts.map(({ label, value }) => `${label} ${value}`).join(words.between);
}

/** A line of the resume, as each form shows it; a title may be shown in capitals. */
export interface ResumeLine {
  text: string;
  isTitle?: boolean;
}

/**
 * Every line of the resume, top to bottom: what the page and the PDF both
 * show, each in its own look. A contact's label is left out, as the PDF shows
 * the address alone.
 */
export function resumeLines({ name, headline, contacts, sections, words }: ResumeModel) {
  const lines: ResumeLine[] = [{ text: name }, { text: headline }];
  lines.push(...contacts.map((contact) => ({ text: contact.text })));
  for (const section of sections) {
    lines.push({ text: section.title, isTitle: true });
    const texts = ((): string[] => {
      switch (section.kind) {
        case "education":
          return [
            section.school,
            section.summary,
            ...section.facts.map((facts) => factsLine(facts, words)),
          ];
        case "experience":
          return section.entries.flatMap((entry) => [
            entry.organization,
            entry.period,
            entry.title,
            ...entry.highlights,
          ]);
        case "activities":
          return section.items;
        case "skills":
          return section.groups.map((group) => `${group.label} ${group.items}`);
      }
    })();
    lines.push(...texts.map((text) => ({ text })));
  }
  return lines;
}

/** The section of `kind` in `model`. */
export function sectionOf<K extends ResumeSection["kind"]>(
  model: ResumeModel,
  kind: K,
): Extract<ResumeSection, { kind: K }> {
  return model.sections.find((section) => section.kind === kind) as Extract<
    ResumeSection,
    { kind: K }
  >;
}

import { z } from "zod";
import { LANGUAGES, type Language, shippedLanguage } from "../i18n/languages.ts";

/**
 * The shape of the owner's content (site.ts). The build validates site.ts
 * against it, so a mistake in the content stops the build with a message
 * naming the entry and field instead of shipping a broken page.
 */

const text = z.string().trim().min(1, "must not be empty");
const webUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const email = z.email({ error: "must be a valid e-mail address" });
const mailtoOrWebUrl = z.union([webUrl, z.templateLiteral(["mailto:", z.string()])]).check(
  z.refine((link) => !link.startsWith("mailto:") || email.safeParse(link.slice(7)).success, {
    error: "must be an http(s) URL or mailto: with a valid e-mail address",
  }),
);
/** A slug, as an id or an address's last part is written: lowercase words joined by hyphens. */
export const isSlug = (value: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
const id = z.string().refine(isSlug, "must be a lowercase slug such as my-project");
/** A BCP 47 language tag, such as en, pt-BR or zh-Hans. */
const languageTag = z.string().refine(
  (tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  },
  { error: "must be a BCP 47 language tag, such as en, pt-BR or zh-Hans" },
);
const year = z.number().int().min(1900).max(2100);
/** Months as the build's messages name them, to the owner: "February 2026". */
const MONTH_NAMES = new Intl.DateTimeFormat("en", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
/** Why a date of the form YYYY-MM or YYYY-MM-DD is not on the calendar, or nothing. */
export function offTheCalendar(value: string): string | undefined {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number?];
  if (month < 1 || month > 12) return `has no month ${month}: months run from 01 to 12`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day !== undefined && (day < 1 || day > days)) {
    return `is not a day of the calendar: ${MONTH_NAMES.format(new Date(Date.UTC(year, month - 1)))} has ${days} days`;
  }
  return undefined;
}

const onTheCalendar = (schema: z.ZodString) =>
  schema.superRefine((value, ctx) => {
    const problem = offTheCalendar(value);
    if (problem) ctx.addIssue({ code: "custom", message: `${value} ${problem}` });
  });

/** An ISO 8601 date of year and month ("2024-06") or a full date ("2024-06-15"). */
const isoDate = onTheCalendar(
  z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, "must be a date written as YYYY-MM or YYYY-MM-DD"),
);
/** A full date, "2024-06-15". */
const day = onTheCalendar(
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written as YYYY-MM-DD"),
);
/**
 * Whether a period ends before it starts, compared as precisely as both are
 * written: "2024-06" ends no earlier than "2024-06-15" starts.
 */
export const endsBeforeItStarts = (start: string, end: string) => {
  const length = Math.min(start.length, end.length);
  return end.slice(0, length) < start.slice(0, length);
};
/**
 * What a picture's or link's reference names: a file beside the content or the
 * post (images/app.png, ./photo.jpg, ./My Robot.webp), an address (https:,
 * data:, or //host/..., which borrows the page's scheme), a path from the
 * site's root (/favicon.svg) or a part of the page (#notes). Only a file is
 * encoded by the build: site.ts and a post's cover must name one, and in a
 * post's body the others are left as the browser reads them
 * (pipeline/content/body-checks.ts).
 */
export function referenceKind(reference: string): "file" | "address" | "site path" | "fragment" {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(reference)) return "address";
  if (reference.startsWith("/")) return "site path";
  if (reference.startsWith("#")) return "fragment";
  return "file";
}
/**
 * A picture the build encodes for the web (pipeline/plugins/images.ts): a file beside
 * the content, such as images/app.png from site.ts or ./photo.jpg from a post,
 * never a URL. Its pixel size is read from the file.
 */
const imageFile = z
  .string()
  .trim()
  .min(1, "must name a picture's file, such as images/photo.jpg")
  .refine(
    (src) => referenceKind(src) !== "address",
    "must be a file beside the content, not an address: save the picture into the content folder and name it, such as images/photo.jpg",
  )
  .refine(
    (src) => referenceKind(src) !== "site path",
    "must be a path from the content's folder, such as images/photo.jpg, not from the site's root",
  )
  .regex(/^[^?#]*$/, "must be a file's name alone, without ? or #");
/**
 * A picture and its alternative text. `decorative: true` marks one that says
 * nothing a reader needs, whose alt text is then empty; every other needs one.
 */
const pictureSchema = z
  .strictObject({ src: imageFile, alt: z.string().trim(), decorative: z.boolean().optional() })
  .refine((image) => image.decorative === true || image.alt.length > 0, {
    path: ["alt"],
    error: "must describe the picture (or mark it decorative: true)",
  })
  .refine((image) => image.decorative !== true || image.alt.length === 0, {
    path: ["alt"],
    error: "must be empty for a decorative picture",
  });
const nonEmptyList = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, "must list at least one item");

const projectSchema = z.object({
  id,
  title: text,
  description: text,
  technologies: nonEmptyList(text),
  link: webUrl,
  category: text,
  /** Rocket, Laptop, FlaskConical, Code or Smartphone; any other name shows the default icon. */
  iconName: z.string(),
  complete: z.boolean(),
  expanding: z.boolean(),
  important: z.boolean(),
  expandable: z.boolean(),
  expandedContent: text,
  /** Paths relative to the content folder (app/content/), such as images/app.png. */
  images: z.array(pictureSchema).optional(),
  githubLink: webUrl.optional(),
  inProgress: z.boolean().optional(),
});

const experienceSchema = z
  .object({
    id,
    title: text,
    organization: text,
    link: webUrl.optional(),
    startDate: isoDate,
    /** Omitted while the role is ongoing; the period then reads "2024 - Present". */
    endDate: isoDate.optional(),
    /** The paragraph on the home page's timeline. */
    description: text,
    /** One line on what came of it, shown under the paragraph; leave it out rather than guess. */
    outcome: text.optional(),
    /** The resume's bullet points for the same role. */
    highlights: nonEmptyList(text),
  })
  .refine((entry) => !entry.endDate || !endsBeforeItStarts(entry.startDate, entry.endDate), {
    path: ["endDate"],
    error: "must not be before startDate",
  });

const contactSchema = z.object({
  id,
  icon: z.string(),
  label: text,
  link: mailtoOrWebUrl,
  linkText: text,
});

const profileLinkSchema = z.object({ label: text, url: webUrl, text });

/**
 * The rubric in the hero: what a reader of the portfolio looks for, each
 * criterion met by a fact shown further down the page. Evidence is only ever
 * what the site itself shows; a comment expands on it when opened.
 */
const scorecardSchema = z.object({
  title: text,
  criteria: nonEmptyList(z.object({ id, criterion: text, evidence: text, comment: text })),
  /** The note in the margin, as a teacher's under an essay. */
  feedback: text,
});

const resumeSchema = z.object({
  headline: text,
  /** City and region only: the owner is a minor, so never a street address. */
  location: z.object({ city: text, region: text }).strict(),
  links: nonEmptyList(profileLinkSchema),
  education: z.object({
    school: text,
    grade: text,
    program: text,
    courses: nonEmptyList(text),
    gpa: text,
    graduationYear: year,
  }),
  activities: nonEmptyList(z.object({ id, name: text, detail: text.optional() })),
  skills: nonEmptyList(z.object({ id, label: text, items: nonEmptyList(text) })),
  pdf: z.object({
    fileName: z
      .string()
      .regex(/^[a-z0-9-]+-resume\.pdf$/, "must be a file name like name-resume.pdf"),
    /** The PDF's creation date, so that every build of the same content gives the same file. */
    lastUpdated: day,
    /** "LETTER" (US Letter, the default) or "A4". */
    pageSize: z.enum(["LETTER", "A4"]).optional(),
  }),
});

export const siteSchema = z
  .object({
    /**
     * The language the site writes its own words in (app/i18n/), as a BCP 47
     * tag: its dates, numbers and direction follow. English when left out.
     */
    language: z
      .string()
      .refine((tag) => shippedLanguage(tag) !== undefined, {
        error: (issue) =>
          `"${String(issue.input)}" is not a language the site is written in; it is written in ${LANGUAGES.join(", ")}`,
      })
      .optional(),
    owner: z.object({
      name: text,
      /** The short line above the name in the hero. */
      role: text,
      tagline: text,
      email,
      about: nonEmptyList(text),
      copyrightYear: year,
    }),
    seo: z.object({
      /**
       * Where the site is published, without a trailing slash: https://name.github.io
       * at a domain's root, or https://name.github.io/portfolio for a site published
       * under a path (a GitHub Pages project site), whose pages and files then all
       * live below /portfolio/.
       */
      siteUrl: webUrl
        .regex(
          /^https:/,
          "must start with https://: every host serves it so, and browsers mark an http:// page Not secure",
        )
        .regex(/[^/]$/, "must not end with a slash")
        .regex(/^[^?#]*$/, "must not have a query or fragment"),
      /** Optional: "Name — tagline" when left out. */
      homeTitle: text.optional(),
      homeDescription: text,
      /** Optional: "Resume — Name" when left out. */
      resumeTitle: text.optional(),
      resumeDescription: text,
      /** The writing index's title, optional ("Writing — Name" when left out); its description also opens the page. */
      writingTitle: text.optional(),
      writingDescription: text,
    }),
    scorecard: scorecardSchema,
    experience: nonEmptyList(experienceSchema),
    projects: nonEmptyList(projectSchema),
    contacts: nonEmptyList(contactSchema),
    resume: resumeSchema,
  })
  .superRefine((site, ctx) => {
    const lists = {
      "scorecard.criteria": site.scorecard.criteria,
      experience: site.experience,
      projects: site.projects,
      contacts: site.contacts,
      "resume.activities": site.resume.activities,
      "resume.skills": site.resume.skills,
    };
    site.contacts.forEach((contact, index) => {
      if (contact.link.startsWith("mailto:") && contact.link.slice(7) !== site.owner.email) {
        ctx.addIssue({
          code: "custom",
          path: ["contacts", index, "link"],
          message: `must be mailto:${site.owner.email}, the address in owner.email`,
        });
      }
    });
    for (const [listName, entries] of Object.entries(lists)) {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        if (seen.has(entry.id)) {
          ctx.addIssue({
            code: "custom",
            path: [...listName.split("."), index, "id"],
            message: `duplicate id "${entry.id}"`,
          });
        }
        seen.add(entry.id);
      });
    }
  });

export type SiteContent = z.input<typeof siteSchema>;

/** The language of the site's own words: its `language`, or English. */
export const siteLanguage = (site: Pick<SiteContent, "language">): Language =>
  shippedLanguage(site.language ?? "en") ?? "en";
export type Project = SiteContent["projects"][number];
export type ExperienceEntry = SiteContent["experience"][number];
export type Scorecard = SiteContent["scorecard"];
export type ContactCard = SiteContent["contacts"][number];
export type Resume = SiteContent["resume"];

/**
 * The front matter of a post (app/content/posts/*.mdx) and of a project's case
 * study (app/content/case-studies/<project id>.mdx). The build reads every file
 * against these and names the file and field of any mistake.
 */
const articleFields = {
  title: text,
  /** When it was first published. */
  date: day,
  /** When it last changed in substance; shown beside the date. */
  updated: day.optional(),
  /** One or two sentences for the writing index, link previews and the feed. */
  summary: text,
  /** Kept out of the published site; `npm run dev` still shows it. */
  draft: z.boolean().default(false),
  /** The language it is written in, when not the site's: a BCP 47 tag, such as en or he. */
  language: languageTag.optional(),
};

const updatedNotBeforeDate = (entry: { date: string; updated?: string }) =>
  entry.updated === undefined || entry.updated >= entry.date;
const UPDATED_NOT_BEFORE_DATE = { path: ["updated"], error: "must not be before date" };

export const postFrontMatterSchema = z
  .strictObject({
    ...articleFields,
    /** Its address is /writing/<slug>: the file's name unless given here. */
    slug: id.optional(),
    tags: z.array(text).default([]),
    /** A picture under the title; its path is relative to the post's file. */
    cover: pictureSchema.optional(),
  })
  .refine(updatedNotBeforeDate, UPDATED_NOT_BEFORE_DATE);

export const caseStudyFrontMatterSchema = z
  .strictObject(articleFields)
  .refine(updatedNotBeforeDate, UPDATED_NOT_BEFORE_DATE);

export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
export type CaseStudyFrontMatter = z.output<typeof caseStudyFrontMatterSchema>;

/** What the pages know of a post, without its body. */
export interface PostSummary extends Omit<PostFrontMatter, "slug">, ShownWords {
  slug: string;
  /** Its address below the base path: /writing/<slug>. */
  path: string;
  readingMinutes: number;
}

/**
 * An article's dates and reading time as its pages write them, in the site's
 * language (lib/dates.ts, i18n/<language>/entries.ts), made at build time
 * (pipeline/content/writing.ts): the first date or count a page writes loads
 * the locale's data (Intl), which took 140-150 ms of a slow phone's main
 * thread (12x), in the render of a change of page or as a page hydrates.
 */
export interface ShownWords {
  /** `date`, written out: "September 14, 2026". */
  shownDate: string;
  /** `updated`, written out, when there is one. */
  shownUpdated?: string;
  /** `readingMinutes`, in words: "4 min read". */
  shownReadingTime: string;
}

/** What the pages know of a case study, without its body. */
export interface CaseStudySummary extends CaseStudyFrontMatter, ShownWords {
  projectId: string;
  /** The project's title in site.ts. */
  projectTitle: string;
  /** Its address below the base path: /projects/<project id>. */
  path: string;
  readingMinutes: number;
}

export const CONTENT_FILE = "app/content/site.ts";

type Path = readonly PropertyKey[];

function formatPath(path: Path): string {
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
}

function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === "object"
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  );
}

/**
 * Splits an issue's path into the entry it concerns (the innermost list item, or
 * the enclosing object) and the field within it, naming the entry by its id.
 */
export function describeIssue(data: unknown, issue: z.core.$ZodIssue): string {
  const path = issue.path;
  const lastIndex = path.findLastIndex((key) => typeof key === "number");
  const entryPath = lastIndex >= 0 ? path.slice(0, lastIndex + 1) : path.slice(0, -1);
  const fieldPath = path.slice(entryPath.length);
  const entryId = valueAt(data, [...entryPath, "id"]);
  const entry =
    (entryPath.length ? formatPath(entryPath) : "(top level)") +
    (typeof entryId === "string" ? ` "${entryId}"` : "");
  const field = fieldPath.length ? formatPath(fieldPath).replace(/^\./, "") : "(the entry itself)";
  return `entry ${entry}, field ${field}: ${issue.message}`;
}

/** What is wrong with the site content, each by its entry and field; none when it is valid. */
export function siteContentIssues(data: unknown): string[] {
  const result = siteSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => describeIssue(data, issue));
}

/** Parses the site content, or throws one error that lists every problem found. */
export function validateSiteContent(data: unknown, file = CONTENT_FILE): SiteContent {
  const issues = siteContentIssues(data);
  if (issues.length > 0) {
    throw new Error(issues.map((issue) => `${file}: ${issue}`).join("\n"));
  }
  return siteSchema.parse(data);
}

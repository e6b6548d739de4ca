import type { z } from "zod";
import { siteSchema, type SiteContent } from "./schema.ts";

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

/** Parses the site content, or throws one error that lists every problem found. */
export function validateSiteContent(data: unknown, file = CONTENT_FILE): SiteContent {
  const result = siteSchema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${describeIssue(data, issue)}`);
  throw new Error(`Invalid content in ${file}:\n${lines.join("\n")}`);
}

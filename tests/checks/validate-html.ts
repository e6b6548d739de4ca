// Runs the Nu HTML Checker (vnu, the W3C validator's engine) over every page of
// the built site. Any error fails the run; warnings are shown but pass.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { listFiles } from "../../pipeline/content/list-files.ts";
import { findJava, JAVA_HOW_TO } from "../setup/java.ts";

/** One message of vnu's `--format json` output. */
interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

export interface Problem {
  severity: "error" | "warning";
  /** Absolute path of the page, when the message is about one. */
  file?: string;
  line?: number;
  column?: number;
  message: string;
  extract?: string;
}

/**
 * vnu judges each page's <meta> Content-Security-Policy against the page's own
 * origin, which for a file on disk is file:, where 'self' matches nothing, and
 * counts JSON-LD data as inline script. The browser tests check the policy
 * where it applies, in a browser, on a served site.
 */
const POLICY_SEEN_FROM_DISK =
  /^(?:Resource|Inline script) violates Content Security Policy \(meta tag\)/;

/**
 * vnu's CSS grammar predates four things in the site's CSS: @property rules,
 * margin-trim (inside an @supports test for older browsers) and a custom
 * property named in transition-property, in Tailwind's output, which every
 * browser the site supports applies; and the @view-transition rule of app.css
 * (CSS View Transitions Level 2), which the browsers that have cross-document
 * view transitions apply and others ignore. It reads them in the CSS each page
 * inlines; the rest of that CSS is still checked, and the browser tests check
 * what it does.
 */
const CSS_NEWER_THAN_VNU =
  /^CSS: (?:Unrecognized at-rule “@(?:property|view-transition)”|“margin-trim”: Property “margin-trim” doesn't exist|“transition-property”: “--tw-[\w-]+” is not a “transition-property” value)\.?$/;

/**
 * What HTML allows and vnu does not know yet, each passed only where the
 * markup vnu's extract shows is that case.
 */
const NEWER_THAN_VNU = [
  // `blocking` on a link whose rel is "expect" as well as "stylesheet" (the
  // nav bar's render-blocking link in app/root.tsx).
  {
    message:
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    extract: /<link rel="expect"[^>]* blocking="render"/,
  },
  // The speculation rules' fourth eagerness, "immediate" (the rule that
  // prerenders the links in view, pipeline/finish/speculation-rules.ts). The
  // extract ends with the value: `ediate"}]}</script>`.
  {
    message:
      "The “eagerness” property in a speculation rule must be one of “eager”, “moderate”, or “conservative”.",
    extract: /(?:^|[^\w])(?:i|im|imm|imme|immed)?ediate"\}/,
  },
];

function severityOf(message: VnuMessage): Problem["severity"] | null {
  if (CSS_NEWER_THAN_VNU.test(message.message)) return null;
  const known = ({ message: text, extract }: (typeof NEWER_THAN_VNU)[number]) =>
    message.message === text && extract.test(message.extract ?? "");
  if (NEWER_THAN_VNU.some(known)) return null;
  if (message.type === "error" || message.type === "non-document-error") return "error";
  if (message.subType === "warning") {
    return POLICY_SEEN_FROM_DISK.test(message.message) ? null : "warning";
  }
  // Plain info messages judge style, not validity: React writes void elements
  // as `<meta … />`, which vnu notes on every tag of every page.
  return null;
}

/** The errors and warnings in vnu's `--format json` output. */
export function vnuProblems(json: string): Problem[] {
  const { messages } = JSON.parse(json) as { messages: VnuMessage[] };
  return messages.flatMap((message) => {
    const severity = severityOf(message);
    if (severity === null) return [];
    return [
      {
        severity,
        file: message.url?.startsWith("file:") ? fileURLToPath(message.url) : undefined,
        line: message.firstLine ?? message.lastLine,
        column: message.firstColumn ?? message.lastColumn,
        message: message.message,
        extract: message.extract,
      },
    ];
  });
}

/**
 * `file:line:col: message`, with the file relative to `fromFolder`, and the
 * extract vnu quotes on the next line: prerendered pages are one long line, so
 * the column alone is hard to find.
 */
export function formatProblem(problem: Problem, fromFolder: string): string {
  let where = "vnu";
  if (problem.file !== undefined) {
    const path = relative(fromFolder, problem.file);
    where = [path.startsWith("..") ? problem.file : path, problem.line, problem.column]
      .filter((part) => part !== undefined)
      .join(":");
  }
  const label = problem.severity === "warning" ? "warning: " : "";
  const extract = problem.extract?.replace(/\s+/g, " ").trim();
  return `${where}: ${label}${problem.message}${extract ? `\n    ${extract}` : ""}`;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

if (import.meta.main) {
  // One --root per build, checked in one run of vnu: it takes seconds to start.
  const { values } = parseArgs({
    options: { root: { type: "string", multiple: true, default: ["build/client"] } },
  });
  const pages: string[] = [];
  for (const folder of values.root) {
    const root = resolve(folder);
    if (!existsSync(root)) {
      console.error(`${folder} does not exist: build the site first (npm run build).`);
      process.exit(1);
    }
    const found = (await listFiles(root))
      .filter((file) => file.endsWith(".html"))
      .map((file) => join(root, file));
    if (found.length === 0) {
      console.error(`No .html files under ${folder}.`);
      process.exit(1);
    }
    pages.push(...found);
  }
  const java = findJava();
  if (java === null) {
    console.error(JAVA_HOW_TO);
    process.exit(1);
  }
  const vnuJar = fileURLToPath(import.meta.resolve("vnu-jar/build/dist/vnu.jar"));
  // Pages are listed one by one: given a folder, vnu would also parse
  // scripts, fonts and images as HTML.
  const run = spawnSync(
    java,
    ["-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...pages],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.error || run.status !== 0) {
    console.error(`The Nu HTML Checker failed to run:\n${run.error?.message ?? run.stderr}`);
    process.exit(1);
  }
  const problems = vnuProblems(run.stdout);
  for (const problem of problems) console.log(formatProblem(problem, process.cwd()));
  const errors = problems.filter((problem) => problem.severity === "error").length;
  const warnings = problems.length - errors;
  const counts = [count(pages.length, "page"), count(errors, "error")];
  if (warnings > 0) counts.push(count(warnings, "warning"));
  console.log(counts.join(", "));
  if (errors > 0) process.exitCode = 1;
}

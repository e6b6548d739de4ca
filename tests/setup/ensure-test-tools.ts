// Runs before the tests: makes sure the tools they need exist, the browsers
// of the engines they drive (all three, or those --engines=chromium,firefox
// names: tests/setup/test-jobs.ts gives each job's), the local font a first visit reads in (Arial, or its
// metric twin Liberation Sans), a font for every letter of the sites' text
// (text-fonts.ts), Poppler's pdfinfo for the resume PDF and a Java
// for the HTML checker, installing Debian's
// packages where this machine allows it. Never lets tests be skipped: without a
// tool, it stops with what to do.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { findHeadlessChromium } from "../../tools/chromium.ts";
import { findFirefox } from "../../tools/firefox.ts";
import { findWebKit, hasPlaywrightWebKit, hasWebKitGtk } from "../../tools/webkit.ts";
import { findJava, JAVA_HOW_TO } from "./java.ts";
import { FONT_PACKAGES, type FontPackage, lettersWithoutFont } from "./text-fonts.ts";
import { ENGINES } from "./test-jobs.ts";

const CHROMIUM_HOW_TO = `No Chromium was found for the browser tests. Any one of these fixes it:
  - Debian/Ubuntu:  sudo apt-get install chromium-headless-shell
  - elsewhere:      npx playwright install chromium
  - or point CHROMIUM_PATH at a Chromium, its headless shell or Chrome.`;

const FIREFOX_HOW_TO = `No Firefox was found for the browser tests. Any one of these fixes it:
  - Debian/Ubuntu:  sudo apt-get install firefox-esr
  - elsewhere:      npx playwright install firefox
  - or point FIREFOX_PATH at a Firefox executable.`;

const WEBKIT_HOW_TO = `No WebKit was found for the browser tests. Any one of these fixes it:
  - Debian/Ubuntu:  sudo apt-get install webkit2gtk-driver xvfb
  - elsewhere:      npx playwright install webkit`;

/** WebKit is there when Playwright's is, or WebKitGTK's driver and an X server to draw in. */
const webKitPresent = () => hasPlaywrightWebKit() || hasWebKitGtk();

/** The engines to find a browser for: --engines=a,b (none when empty), or all three. */
const engines = new Set<string>(
  process.argv
    .find((argument) => argument.startsWith("--engines="))
    ?.slice("--engines=".length)
    .split(",")
    .filter(Boolean) ?? ENGINES,
);
const unknown = [...engines].filter((engine) => !(ENGINES as readonly string[]).includes(engine));
if (unknown.length > 0) {
  console.error(`No engine ${unknown.join(", ")}: the engines are ${ENGINES.join(", ")}.`);
  process.exit(2);
}

const TOOLS = [
  {
    aptPackage: "chromium-headless-shell",
    isPresent: () => !engines.has("chromium") || findHeadlessChromium() !== null,
    howTo: CHROMIUM_HOW_TO,
  },
  {
    aptPackage: "firefox-esr",
    isPresent: () => !engines.has("firefox") || findFirefox() !== null,
    howTo: FIREFOX_HOW_TO,
  },
  {
    aptPackage: "webkit2gtk-driver",
    isPresent: () => !engines.has("webkit") || webKitPresent() || findWebKit().driver !== null,
    howTo: WEBKIT_HOW_TO,
  },
  {
    aptPackage: "xvfb",
    isPresent: () => !engines.has("webkit") || webKitPresent() || findWebKit().xvfb !== null,
    howTo: WEBKIT_HOW_TO,
  },
  {
    // app/lib/font-faces.ts stretches it to Inter's metrics; without it the
    // layout tests would measure whatever sans-serif font the machine has.
    aptPackage: "fonts-liberation",
    isPresent: () =>
      process.platform !== "linux" ||
      ["liberation", "liberation2"].some((folder) =>
        existsSync(`/usr/share/fonts/truetype/${folder}/LiberationSans-Regular.ttf`),
      ),
    howTo:
      "No Arial or Liberation Sans for the fallback font: sudo apt-get install fonts-liberation",
  },
  {
    // Lists the fonts' characters for text-fonts.ts; a browser's packages bring it too.
    aptPackage: "fontconfig",
    isPresent: () => process.platform !== "linux" || onPath("fc-list"),
    howTo: "No fc-list to say which letters have a font: sudo apt-get install fontconfig",
  },
  {
    // The resume PDF's test asks pdfinfo whether the file is tagged, as a reader's tool would.
    aptPackage: "poppler-utils",
    isPresent: () => onPath("pdfinfo"),
    howTo:
      "No pdfinfo for the resume PDF's test: sudo apt-get install poppler-utils (macOS: brew install poppler)",
  },
  {
    aptPackage: "default-jre-headless",
    isPresent: () => findJava() !== null,
    howTo: JAVA_HOW_TO,
  },
];

/**
 * Fonts for the letters the machine's fonts do not draw, asked once the tools
 * above (fontconfig, Liberation Sans, a browser's fonts) are in place, so that
 * only what those leave out is installed.
 */
const FONT_TOOLS = (Object.keys(FONT_PACKAGES) as FontPackage[]).map((fontPackage) => ({
  aptPackage: fontPackage,
  isPresent: () => !lettersWithoutFont().has(fontPackage),
  howTo: `No font draws ${lettersWithoutFont().get(fontPackage)?.slice(0, 12).join("")} of the sites' text: sudo apt-get install ${fontPackage} (or any font with those letters)`,
}));

function onPath(command: string) {
  return (process.env.PATH ?? "")
    .split(delimiter)
    .some((folder) => folder && existsSync(join(folder, command)));
}

/**
 * How to run apt-get here: as root, or through sudo where it asks no password
 * (as on GitHub's runners); null where neither works.
 */
function aptCommand(): string[] | null {
  if (process.platform !== "linux" || !existsSync("/usr/bin/apt-get")) return null;
  if (process.getuid?.() === 0) return [];
  try {
    execFileSync("sudo", ["-n", "true"], { stdio: "ignore" });
    return ["sudo", "-n"];
  } catch {
    return null;
  }
}

/** Installs what of `tools` is missing, or stops with how to get it. */
function ensure(tools: typeof TOOLS) {
  const missing = tools.filter((tool) => !tool.isPresent());
  if (missing.length === 0) return;
  const apt = aptCommand();
  if (apt === null) {
    console.error(missing.map((tool) => tool.howTo).join("\n\n"));
    process.exit(1);
  }
  const packages = missing.map((tool) => tool.aptPackage);
  console.log(`Installing Debian's ${packages.join(", ")} for the tests...`);
  const [program, ...prefix] = [...apt, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get"];
  execFileSync(program!, [...prefix, "update", "-qq"], { stdio: "inherit" });
  execFileSync(
    program!,
    [...prefix, "install", "-y", "-qq", "--no-install-recommends", ...packages],
    { stdio: "inherit" },
  );
  const stillMissing = missing.filter((tool) => !tool.isPresent());
  if (stillMissing.length > 0) {
    const failed = stillMissing.map((tool) => tool.aptPackage).join(" and ");
    console.error(
      `Installing ${failed} did not provide what the tests need.\n${stillMissing.map((tool) => tool.howTo).join("\n\n")}`,
    );
    process.exit(1);
  }
}

ensure(TOOLS);
ensure(FONT_TOOLS);
const webKits = [
  hasPlaywrightWebKit() && "Playwright's WebKit",
  hasWebKitGtk() && `WebKitGTK's ${findWebKit().miniBrowser}`,
].filter(Boolean);
const browsers = {
  chromium: findHeadlessChromium() ?? "Playwright's Chromium",
  firefox: findFirefox()?.executablePath ?? "Playwright's Firefox",
  webkit: webKits.join(" and "),
};
if (engines.size > 0) {
  console.log(
    `Browsers for the tests: ${[...engines].map((engine) => browsers[engine as keyof typeof browsers]).join(", ")}`,
  );
}
console.log(`Java for the HTML checker: ${findJava()}`);

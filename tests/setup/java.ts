// The Java runtime the HTML checker (vnu.jar) runs on, found for it and for
// the test setup, which installs one when none is found.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";

/** vnu.jar's classes are compiled for Java 17 (`vnu --help`: "On any system with Java17+"). */
const MIN_JAVA_VERSION = 17;

export const JAVA_HOW_TO = `No Java ${MIN_JAVA_VERSION}+ runtime was found for the HTML checker (vnu.jar). Any one of these fixes it:
  - Debian/Ubuntu:  sudo apt-get install default-jre-headless
  - macOS:          brew install openjdk
  - or set JAVA_HOME to a Java ${MIN_JAVA_VERSION} or later.`;

function javaVersion(command: string): number | null {
  const run = spawnSync(command, ["-version"], { encoding: "utf8" });
  if (run.error || run.status !== 0) return null;
  // "1.8.0_402" is Java 8; "17.0.15" and "21" name themselves.
  const match = /version "(?:1\.)?(\d+)/.exec(`${run.stderr}${run.stdout}`);
  return match ? Number(match[1]) : null;
}

/**
 * The Java command to run vnu.jar with, or null when none is recent enough:
 * JAVA_HOME's, else the one on PATH, else the runtime vnu-jar's install step
 * downloads into node_modules when the machine has no Java.
 */
export function findJava(): string | null {
  const { findCachedJava } = createRequire(import.meta.url)("vnu-jar/vnu-java-downloader.js") as {
    findCachedJava: () => string | null;
  };
  const candidates = [
    process.env.JAVA_HOME ? join(process.env.JAVA_HOME, "bin", "java") : null,
    "java",
    findCachedJava(),
  ];
  return (
    candidates.find(
      (command): command is string =>
        command !== null && (javaVersion(command) ?? 0) >= MIN_JAVA_VERSION,
    ) ?? null
  );
}

import { describe, expect, it } from "vitest";
import { type Host, hostAnswer, HOSTS } from "./host-addresses";

/** The files of the trailing-slash guide's test site: a page as a file, as a folder, and as both. */
const FILES = new Set([
  "index.html",
  "file.html",
  "folder/index.html",
  "both.html",
  "both/index.html",
]);
const ADDRESSES = [
  "/file",
  "/file/",
  "/file.html",
  "/folder",
  "/folder/",
  "/folder/index.html",
  "/both",
  "/both/",
  "/both.html",
  "/both/index.html",
  "/gone",
  "/gone/",
] as const;

/** What each host does with each address: the file it sends, "→ path" for a redirect, or 404. */
const EXPECTED: Record<Host, string[]> = {
  "github-pages": [
    "file.html",
    "404",
    "file.html",
    "→ /folder/",
    "folder/index.html",
    "folder/index.html",
    "both.html",
    "both/index.html",
    "both.html",
    "both/index.html",
    "404",
    "404",
  ],
  netlify: [
    "file.html",
    "→ /file",
    "file.html",
    "→ /folder/",
    "folder/index.html",
    "folder/index.html",
    "both.html",
    "→ /both",
    "both.html",
    "both/index.html",
    "404",
    "404",
  ],
  "cloudflare-pages": [
    "file.html",
    "→ /file",
    "→ /file",
    "→ /folder/",
    "folder/index.html",
    "→ /folder/",
    "both.html",
    "both/index.html",
    "→ /both",
    "→ /both/",
    "404",
    "404",
  ],
  vercel: [
    "file.html",
    "→ /file",
    "→ /file",
    "folder/index.html",
    "→ /folder",
    "→ /folder",
    "both.html",
    "→ /both",
    "→ /both",
    "→ /both",
    "404",
    "→ /gone",
  ],
};

const shown = (path: string, host: Host) => {
  const answer = hostAnswer(host, path, (file) => FILES.has(file));
  if ("file" in answer) return answer.file;
  if ("redirect" in answer) return `→ ${answer.redirect}`;
  return "404";
};

describe("each host's answer to an address", () => {
  for (const host of HOSTS) {
    it(`${host}: as the trailing-slash guide's table has it`, () => {
      expect(ADDRESSES.map((path) => shown(path, host))).toEqual(EXPECTED[host]);
    });
  }

  it("every host sends home's index.html at the root", () => {
    for (const host of HOSTS) expect(shown("/", host)).toBe("index.html");
  });
});

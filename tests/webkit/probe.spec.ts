// The suite's "no problems" check (tests/webkit/webkit.ts) is only as good as
// the probe behind it: it must see each kind of problem in WebKit.
import { expect, open, takeProblems, test } from "./webkit";

test("the probe records a script error, a console error and a CSP violation", async ({
  webkit,
}) => {
  await open(webkit, "./");
  expect(await takeProblems(webkit)).toEqual([]);
  await webkit.executeAsync((done: () => void) => {
    console.error("a console error");
    setTimeout(() => {
      throw new Error("a script error");
    });
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.addEventListener("securitypolicyviolation", () => setTimeout(done, 50), {
      once: true,
    });
    document.body.append(script);
  });
  // The page's <meta> policy refuses it (the served header names no script-src).
  const seen = (await takeProblems(webkit)).join("\n");
  expect(seen).toContain("console.error: a console error");
  expect(seen).toContain("error: Error: a script error");
  expect(seen).toContain("CSP refused inline by script-src");
});

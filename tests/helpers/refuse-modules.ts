// A module hook, loaded with `node --import`: any module whose URL holds
// REFUSED_MODULES fails to load, naming itself. tests/project/content-gate.test.ts
// uses it to prove what a run never loads.
import { registerHooks } from "node:module";

const refused = process.env.REFUSED_MODULES;
if (refused) {
  registerHooks({
    // At resolving, which every import passes through: Playwright's own
    // loader compiles TypeScript and answers the load step itself.
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (resolved.url.includes(refused)) throw new Error(`refused to load ${resolved.url}`);
      return resolved;
    },
  });
}

// The home page `npm run bench` measures beside the owner's: the same site with
// an owner's larger content (larger-home-content.ts), built in a scratch copy of
// the project so the owner's own build stays as it is.
import { rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildProject, copyProject } from "./project-copy.ts";

export { LARGER_HOME } from "./larger-home-content.ts";

const SITE_MODULE = "app/content/site.ts";

/** Builds the copy and returns its build/client and a function that removes the copy. */
export async function buildLargerHome(): Promise<{ client: string; remove: () => Promise<void> }> {
  const copy = await copyProject();
  const remove = () => rm(copy, { recursive: true, force: true });
  try {
    // The owner's site module stays as it is, under another name, and the site
    // module the build reads grows it.
    await rename(join(copy, SITE_MODULE), join(copy, "app/content/owner-site.ts"));
    await writeFile(
      join(copy, SITE_MODULE),
      [
        `import { largerHome } from ${JSON.stringify(join(import.meta.dirname, "larger-home-content.ts"))};`,
        'import { site as owner } from "./owner-site.ts";',
        "",
        "export const site = largerHome(owner);",
        "",
      ].join("\n"),
    );
    const { ok, output } = await buildProject(copy);
    if (!ok) throw new Error(`The build with a larger home page failed:\n${output}`);
    return { client: join(copy, "build/client"), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

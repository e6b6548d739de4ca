import { resolve } from "node:path";

/**
 * The project's root folder, which every path the build names is read from
 * (vite.config.ts, app/content/, node_modules/.cache/) and every message's
 * file is written relative to ("app/content/posts/a.mdx").
 */
export const PROJECT_ROOT = resolve(import.meta.dirname, "..");

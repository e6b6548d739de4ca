/**
 * A file in public/ (such as "/images/a.webp") as the browser must request it:
 * below the site's base path, which Vite provides as BASE_URL ("/" at a domain's
 * root, "/portfolio/" for a site published under a path).
 */
export function publicPath(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\//, "")}`;
}

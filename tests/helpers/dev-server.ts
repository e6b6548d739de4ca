import { createServer } from "vite";

/** The dev server, published at `base` (a project site's path, or the root). */
export async function devServer(base?: string) {
  const server = await createServer({
    configFile: "vite.config.ts",
    logLevel: "silent",
    ...(base ? { base } : {}),
    server: { port: 0, host: "127.0.0.1" },
  });
  await server.listen();
  const { origin } = new URL(server.resolvedUrls!.local[0]!);
  return { server, address: (path: string) => `${origin}${server.config.base}${path}` };
}

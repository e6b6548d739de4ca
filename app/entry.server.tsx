import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Renders each page as the build prerenders it (ssr: false): whole, in one
 * piece. Left to its defaults, React sends a large finished Suspense boundary
 * (a long post's body) after the rest of the page, moved into place by an
 * inline script, and streams what is still loading.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  headers.set("Content-Type", "text/html");
  return new Response(body, { headers, status });
}

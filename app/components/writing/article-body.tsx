import { type ComponentType, Suspense, use } from "react";
import { isOnlyFetchedAhead } from "~/lib/fetched-ahead";
import { loadOnce } from "~/lib/load-once";
import type { ContentsEntry } from "~/lib/compiled-mdx";
import { CodeBlock } from "./code-block";

/** A post's or case study's compiled MDX (pipeline/plugins/compile-mdx.ts): its body, and its headings. */
export interface BodyModule {
  default: ComponentType<BodyProps>;
  contents: ContentsEntry[];
}

/** A body's module, imported on demand (`virtual:writing-bodies`). */
export type BodyImport = () => Promise<BodyModule>;

/** What a compiled body takes: the components that stand in for its elements. */
interface BodyProps {
  components?: { pre?: ComponentType<React.ComponentProps<"pre">> };
}

/** Each code block of a body gets a copy button. */
const BODY_COMPONENTS: BodyProps["components"] = { pre: CodeBlock };

/** Each body's load, by its import: one module per body, fetched once. */
const bodies = new Map<BodyImport, () => Promise<BodyModule>>();

/**
 * Marks a promise as React marks one it has read, once it is fulfilled, so
 * `use` takes a body that arrived before its page rendered at once, without
 * suspending.
 */
function readableByUse<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    () => {},
  );
  return promise;
}

/**
 * Starts loading a body, once: a page's loader waits for it, so the page
 * renders whole, never with its text missing for a moment.
 */
export function loadBody(load: BodyImport): Promise<BodyModule> {
  let body = bodies.get(load);
  if (!body) bodies.set(load, (body = loadOnce(() => readableByUse(load()))));
  return body();
}

/**
 * A page's data with its body, for an article's `clientLoader`: both fetched
 * together, so the page never shows without its text. A body that cannot be
 * fetched (the site was published anew since this page loaded, and its file
 * renamed) comes with its page, loaded anew from `url`.
 */
export async function withBody<T>(data: Promise<T>, load: BodyImport | undefined, url: string) {
  const [loaded] = await Promise.all([
    data,
    load &&
      loadBody(load).catch(() => {
        // Fetched ahead only: the visitor is still on another page, which a
        // failure here must neither leave nor break; the tap tries again.
        if (isOnlyFetchedAhead(url)) throw new Error(`${url}: its body could not be fetched`);
        window.location.assign(url);
        return new Promise<never>(() => {});
      }),
  ]);
  return loaded;
}

function Body({ load }: { load: BodyImport }) {
  // One module per body, kept in `bodies`: the same component on every render.
  const { default: Content } = use(loadBody(load));
  return <Content components={BODY_COMPONENTS} />;
}

/**
 * The text of a post or case study. While the page hydrates, its body's module
 * may still be on its way: the prerendered text stays as it is until it
 * arrives (a Suspense boundary), and the rest of the page does not wait for it.
 */
export function ArticleBody({ load, language }: { load: BodyImport; language?: string }) {
  return (
    // Its own direction, from its first letter, and its own language where it names one.
    <div className="article-body" lang={language} dir="auto">
      <Suspense>
        <Body load={load} />
      </Suspense>
    </div>
  );
}

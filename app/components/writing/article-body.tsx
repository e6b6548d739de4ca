import { type ComponentType, Suspense, use } from "react";
import type { ContentsEntry } from "./article-contents";
import { CodeBlock } from "./code-block";

/** A post's or case study's compiled MDX (pipeline/plugins/mdx.ts): its body, and its headings. */
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

const loading = new Map<BodyImport, Promise<BodyModule>>();

/**
 * Starts loading a body, once: a page's loader waits for it, so the page
 * renders whole, never with its text missing for a moment.
 */
export function loadBody(load: BodyImport): Promise<BodyModule> {
  let body = loading.get(load);
  if (!body) {
    const started = load().then(
      (module) => module,
      (error: unknown) => {
        // Asked for again next time: a failed fetch is not remembered.
        loading.delete(load);
        throw error;
      },
    );
    // Marked as React marks a promise it has read, so `use` takes a body that
    // arrived before its page rendered at once, without suspending.
    started.then(
      (value) => Object.assign(started, { status: "fulfilled", value }),
      () => {},
    );
    loading.set(load, (body = started));
  }
  return body;
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
        window.location.assign(url);
        return new Promise<never>(() => {});
      }),
  ]);
  return loaded;
}

function Body({ load }: { load: BodyImport }) {
  // One module per body, kept in `loading`: the same component on every render.
  const { default: Content } = use(loadBody(load));
  return <Content components={BODY_COMPONENTS} />;
}

/**
 * The text of a post or case study. While the page hydrates, its body's module
 * may still be on its way: the prerendered text stays as it is until it
 * arrives (a Suspense boundary), and the rest of the page does not wait for it.
 */
export function ArticleBody({ load }: { load: BodyImport }) {
  return (
    <div className="article-body">
      <Suspense>
        <Body load={load} />
      </Suspense>
    </div>
  );
}

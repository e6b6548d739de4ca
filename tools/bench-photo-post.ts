// The pair of posts `npm run bench` measures for the cost of pictures: the same
// text twice, once with two new phone photos (a cover and one in the body) and
// once without, added to the owner's content in a content folder of its own
// and built there (bench-content.ts).
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { select } from "hast-util-select";
import { parsePage } from "../pipeline/finish/html-tree.ts";
import { type BenchSite, buildBenchSite, writeBenchContent } from "./bench-content.ts";
import { writePhonePhoto } from "./phone-photo.ts";

export const PHOTO_POST = { withPhotos: "bench-photo-post", withoutPhotos: "bench-text-post" };

/** The post, with or without its two photos; dated long ago, so it changes no other page's first screen. */
function post(title: string, photos: boolean): string {
  const paragraph =
    "The fair filled the whole hall this year. Every table had a poster, a model or a laptop running a demo, and most had a student ready to explain it twice.";
  return [
    "---",
    `title: ${title}`,
    "date: 2001-01-01",
    "summary: A post of a few paragraphs, measured with and without two phone photos.",
    "tags: [Notes]",
    ...(photos
      ? ["cover:", "  src: ./bench-photos/cover.jpg", "  alt: The hall from the balcony"]
      : []),
    "---",
    "",
    paragraph,
    "",
    ...(photos ? ["![A table with a robot arm](./bench-photos/body.jpg)", ""] : []),
    paragraph,
    "",
    paragraph,
    "",
  ].join("\n");
}

/** Builds the owner's content with the pair added; returns its client/ and a function that removes it. */
export async function buildPhotoPostPair(): Promise<BenchSite> {
  const bench = await writeBenchContent("photo-post");
  const posts = join(bench.contentDir, "posts");
  try {
    await mkdir(join(posts, "bench-photos"), { recursive: true });
    // As a phone saves them: 4032x3024, about 4 MB each, one taken sideways.
    await writePhonePhoto(join(posts, "bench-photos/cover.jpg"));
    await writePhonePhoto(join(posts, "bench-photos/body.jpg"), { width: 3024, height: 4032 });
    await writeFile(
      join(posts, `${PHOTO_POST.withPhotos}.mdx`),
      post("A photo walk around the fair", true),
    );
    await writeFile(
      join(posts, `${PHOTO_POST.withoutPhotos}.mdx`),
      post("A photo walk around the fair", false),
    );
    await buildBenchSite(bench, "with the photo post");
    return bench;
  } catch (error) {
    await bench.remove();
    throw error;
  }
}

/** One encoded file of the cover: its format, its width and its address. */
export interface Rendition {
  format: string;
  width: number;
  url: string;
  bytes: number;
}

/**
 * The cover's renditions as the post with photos offers them (each <source>
 * of its <picture>, then its <img>), with their sizes in `client`. A srcset
 * is a list of "address width" pairs separated by commas.
 */
export async function coverRenditions(client: string, basePath: string): Promise<Rendition[]> {
  const page = parsePage(
    await readFile(join(client, `writing/${PHOTO_POST.withPhotos}.html`), "utf8"),
  );
  const picture = select("picture", page);
  if (!picture) throw new Error(`writing/${PHOTO_POST.withPhotos}.html has no <picture>`);
  const offers = [
    ...picture.children.filter((node) => node.type === "element" && node.tagName === "source"),
    ...picture.children.filter((node) => node.type === "element" && node.tagName === "img"),
  ];
  const renditions: Rendition[] = [];
  for (const offer of offers) {
    if (offer.type !== "element") continue;
    const srcSet = String(offer.properties.srcSet ?? "");
    const format = String(offer.properties.type ?? "image/webp").replace("image/", "");
    for (const candidate of srcSet.split(",").map((entry) => entry.trim().split(/\s+/))) {
      const [url, width] = candidate as [string, string];
      const file = join(client, url.slice(basePath.length));
      renditions.push({ format, width: parseInt(width), url, bytes: (await stat(file)).size });
    }
  }
  return renditions;
}

/**
 * Every picture the content names, encoded for the web at build time: the
 * projects' images in site.ts, the posts' covers, and the images in the body of
 * a post or case study. The owner gives a file and its alt text; vite-imagetools
 * (sharp) turns it into WebP at the widths its slot needs, and into AVIF too where
 * AVIF is smaller (the page offers it first, in a <source>), turned upright from
 * its EXIF orientation and stripped of every metadata block (EXIF, GPS, XMP,
 * comments), and caches each result by the file's bytes, so an unchanged picture
 * is never encoded twice. Width and height come from the file. The pages get
 * them through the `virtual:project-images` and `virtual:cover-images`
 * modules (typed in app/content-images.d.ts) and, in MDX bodies, through imports that
 * remarkContentImages (pipeline/plugins/compile-mdx.ts) writes. No JavaScript is shipped for it.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, extname, join, resolve } from "node:path";
import sharp from "sharp";
import type { Parent, Root } from "mdast";
import type { MdxjsEsm } from "mdast-util-mdx";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import type { VFileMessage } from "vfile-message";
import type { Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { IMAGE_WIDTHS, type ImageSlot, SLOT_MAX_CSS_WIDTH } from "../../app/lib/image-slots.ts";
import { isBesideTheFile, pictureFile, pictureMarkdown } from "../content/body-checks.ts";
import { picturesWithMetadata } from "../content/picture-metadata.ts";
import {
  ContentMistakes,
  contentFile,
  failOn,
  formatMistake,
  mistake,
  projectPath,
  warning,
} from "../content/mistakes.ts";
import type { ContentStore } from "../content/store.ts";
import { esmImport, expressionAttribute } from "./mdx-esm.ts";
import { PROJECT_ROOT } from "../project-root.ts";

const CACHE_DIR = join(PROJECT_ROOT, "node_modules/.cache/imagetools");
const COLOUR_CACHE = join(CACHE_DIR, "dominant-colours.json");
const FORMAT_CACHE = join(CACHE_DIR, "picture-formats.json");

/** The formats a picture is encoded in, as vite-imagetools reads them: WebP last, as the fallback. */
export type PictureFormats = "avif;webp" | "webp";

/**
 * The import that makes a picture: each of `formats` at the slot's widths, as
 * one srcset per format, and the widest WebP as the fallback. With AVIF, both
 * are encoded at the encoders' least effort: at sharp's default effort a
 * phone's photo took 12 s to encode in AVIF at 1280 px, against 0.85 s at the
 * least, for a file 26% larger that is still 61% smaller than the WebP; and
 * the WebP is then only the fallback of browsers without AVIF.
 */
export function pictureImport(file: string, slot: ImageSlot, formats: PictureFormats): string {
  const widths = IMAGE_WIDTHS[slot].join(";");
  const effort = formats === "webp" ? "" : "&effort=min";
  return `${file}?w=${widths}&format=${formats}${effort}&as=picture`;
}

/** The vite-imagetools plugin, set as this site's pictures need it. */
export function imagePlugin(): Plugin {
  return imagetools({
    // Its default formats, and SVG, drawn to pixels at each width like the rest, in
    // any letter case: phones and cameras name their photos IMG_0042.JPG. A file
    // it left out would be published as it came, metadata and all.
    include: /^[^?]+\.(avif|gif|heif|jpeg|jpg|png|tiff|webp|svg)(\?.*)?$/i,
    removeMetadata: true,
    cache: { enabled: true, dir: CACHE_DIR },
  });
}

/** A picture the content names, where it names it (for messages), and its file. */
interface PictureReference {
  /** The content file that names it. */
  owner: VFile;
  /** Where in it: the entry and field of the site module (`entry projects[0] "app", field images[1].src`), or the picture as a body writes it. */
  field: string;
  /** Its line and column, in a file that has them. */
  place?: { line: number; column: number };
  /** The picture's file, absolute. */
  file: string;
}

const HEIC = new Set([".heic", ".heif"]);
const HEIC_FIX =
  "Save it as JPEG instead (on an iPhone: Settings > Camera > Formats > Most Compatible; on a Mac: open it in Preview and choose File > Export > JPEG)";

/**
 * Checks that a picture's file exists and is an image sharp can read; records
 * what is wrong on the file that names it and returns it, or nothing. HEIC
 * (what iPhones save) is refused with the way to convert it: sharp's own build
 * reads AVIF but not HEIC. A picture too narrow for its slot is a warning,
 * printed as the build goes on.
 */
export async function checkPicture(reference: PictureReference): Promise<VFileMessage | undefined> {
  const { owner, place } = reference;
  const shown = projectPath(reference.file);
  const refuse = (reason: string, fix?: string) =>
    mistake(owner, `${reference.field}: ${shown} ${reason}`, { place, fix });
  if (!existsSync(reference.file)) return refuse("does not exist");
  if (HEIC.has(extname(reference.file).toLowerCase())) {
    return refuse("is a HEIC photo, which the build cannot read", HEIC_FIX);
  }
  try {
    const { width, format, compression } = await sharp(reference.file).metadata();
    // AVIF is HEIF with AV1 inside, which sharp reads; HEVC inside is a HEIC photo.
    if (format === "heif" && compression !== "av1") {
      return refuse("is a HEIC photo, which the build cannot read", HEIC_FIX);
    }
    if (width < SLOT_MAX_CSS_WIDTH) {
      console.warn(
        formatMistake(
          warning(
            owner,
            `${reference.field}: ${shown} is ${width} px wide, narrower than the ${SLOT_MAX_CSS_WIDTH} px it is shown at; it will look soft`,
            { place },
          ),
        ),
      );
    }
  } catch {
    return refuse("is not an image the build can read (JPEG, PNG, WebP, AVIF, GIF, SVG or TIFF)");
  }
  return undefined;
}

/**
 * The files in a public folder that would publish metadata as they are:
 * files there are copied, never encoded, so such a picture belongs beside the
 * content instead.
 */
export async function publicPicturesWithMetadata(publicDir: string): Promise<VFileMessage[]> {
  return (await picturesWithMetadata(publicDir)).map((path) =>
    mistake(
      contentFile(path),
      "carries metadata (EXIF, GPS, XMP or comments) that would be published with it",
      {
        fix: "Move it beside the content (such as app/content/images/) and name it there, so the build encodes it without",
      },
    ),
  );
}

const fileKey = async (file: string) =>
  createHash("sha256")
    .update(await readFile(file))
    .digest("hex");

/** The picture's main colour, shown in its place until it loads; cached by the file's bytes. */
async function dominantColour(file: string, cache: Record<string, string>): Promise<string> {
  const key = await fileKey(file);
  cache[key] ??= await sharp(file)
    .stats()
    .then(({ dominant: { r, g, b } }) => {
      const hex = (value: number) => value.toString(16).padStart(2, "0");
      return `#${hex(r)}${hex(g)}${hex(b)}`;
    });
  return cache[key];
}

/**
 * AVIF and WebP where AVIF is smaller, else WebP alone: the picture encoded at
 * the slot's widest width as each would ship (AVIF at the least effort, WebP
 * alone at its default), at the encoders' default qualities (sharp's: WebP
 * 80, AVIF 50), and weighed. A photo is far smaller in AVIF; a small flat
 * picture can be smaller in WebP. Cached by the file's bytes and the slot.
 */
async function pictureFormats(
  file: string,
  slot: ImageSlot,
  cache: Record<string, string>,
): Promise<PictureFormats> {
  const key = `${slot}:${await fileKey(file)}`;
  if (cache[key] !== "avif;webp" && cache[key] !== "webp") {
    const resized = () =>
      sharp(file)
        .rotate()
        .resize({ width: Math.max(...IMAGE_WIDTHS[slot]), withoutEnlargement: true });
    const [avif, webp] = await Promise.all([
      resized().avif({ effort: 0 }).toBuffer(),
      resized().webp().toBuffer(),
    ]);
    cache[key] = avif.length < webp.length ? "avif;webp" : "webp";
  }
  return cache[key] as PictureFormats;
}

/** What the build found of each picture before: its main colour, its formats. */
async function readCache(file: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

async function writeCache(file: string, facts: Record<string, string>) {
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(file, JSON.stringify(facts));
}

/** Every project image and post cover the content set names, with where it is named. */
function contentPictures({ set, site, writing }: ContentStore) {
  const siteFile = contentFile(set.siteModule);
  const projects = site.projects.flatMap((project, index) =>
    (project.images ?? []).map((image, at) => ({
      key: project.id,
      image,
      reference: {
        owner: siteFile,
        field: `entry projects[${index}] "${project.id}", field images[${at}].src`,
        file: resolve(set.contentDir, image.src),
      },
    })),
  );
  const covers = writing.posts.flatMap((post) =>
    post.cover
      ? [
          {
            key: post.slug,
            image: post.cover,
            reference: {
              owner: contentFile(post.absolutePath),
              field: "field cover.src",
              file: resolve(PROJECT_ROOT, dirname(post.file), post.cover.src),
            },
          },
        ]
      : [],
  );
  const inBodies = [...writing.posts, ...writing.caseStudies].flatMap((entry) =>
    entry.pictures.map(({ url, line, column, file }) => ({
      owner: contentFile(entry.absolutePath),
      field: `picture ${url}`,
      place: { line, column },
      file,
    })),
  );
  return { projects, covers, inBodies };
}

const PROJECT_IMAGES_ID = "virtual:project-images";
const COVER_IMAGES_ID = "virtual:cover-images";

/**
 * Serves `virtual:project-images` (a list of pictures per project id, for the
 * home page) and `virtual:cover-images` (one per post slug, for the posts),
 * each picture with its srcset, fallback, size and main colour (its alt text
 * stays in the content, which the page has already): two
 * modules, so each page's script holds only the pictures it shows. A missing
 * file, a file that is no image, a HEIC photo, or a picture in public/ that
 * would publish its metadata stops the build while its config is read, before build/ is emptied, naming the file and the field.
 */
export function contentImagesModule(content: ContentStore): Plugin {
  return {
    name: "portfolio:content-images",
    async config() {
      const { projects, covers, inBodies } = contentPictures(content);
      const references = [...projects, ...covers].map(({ reference }) => reference);
      const mistakes = [
        ...(await Promise.all([...references, ...inBodies].map(checkPicture))).filter(
          (found) => found !== undefined,
        ),
        ...(await publicPicturesWithMetadata(content.set.publicDir)),
      ];
      if (mistakes.length > 0) throw new ContentMistakes(mistakes);
    },
    resolveId: (id) => (id === PROJECT_IMAGES_ID || id === COVER_IMAGES_ID ? `\0${id}` : undefined),
    async load(id) {
      if (id !== `\0${PROJECT_IMAGES_ID}` && id !== `\0${COVER_IMAGES_ID}`) return;
      const { projects, covers } = contentPictures(content);
      const isProjects = id === `\0${PROJECT_IMAGES_ID}`;
      const slot: ImageSlot = isProjects ? "card" : "article";
      const colours = await readCache(COLOUR_CACHE);
      const formats = await readCache(FORMAT_CACHE);
      const imports: string[] = [];
      const groups = new Map<string, string[]>();
      for (const { key, reference } of isProjects ? projects : covers) {
        const name = `picture${imports.length}`;
        const encoding = await pictureFormats(reference.file, slot, formats);
        imports.push(
          `import ${name} from ${JSON.stringify(pictureImport(reference.file, slot, encoding))};`,
        );
        const colour = await dominantColour(reference.file, colours);
        const group = groups.get(key) ?? [];
        group.push(`picture(${name}, ${JSON.stringify(colour)})`);
        groups.set(key, group);
      }
      await writeCache(COLOUR_CACHE, colours);
      await writeCache(FORMAT_CACHE, formats);
      const entries = [...groups].map(([key, group]) =>
        isProjects
          ? `${JSON.stringify(key)}: [${group.join(", ")}]`
          : `${JSON.stringify(key)}: ${group[0]}`,
      );
      return [
        ...imports,
        `const picture = ({ sources, img }, colour) => ({ src: img.src, srcSet: sources.webp, avifSrcSet: sources.avif, width: img.w, height: img.h, colour });`,
        `export default { ${entries.join(", ")} };`,
      ].join("\n");
    },
  };
}

const ARTICLE_PICTURE = resolve(PROJECT_ROOT, "app/components/writing/article-picture.tsx");

/**
 * Turns each Markdown picture beside the post (`![alt](./photo.jpg)`) into an
 * encoded one: an import of the file through vite-imagetools, shown by
 * app/components/writing/article-picture.tsx with its size and srcset. A
 * picture without alt text stops the build (`![](...)` says nothing to a
 * screen reader). In the feed, which is read away from the site, a picture is
 * left out and its alt text stays, in brackets.
 */
export function remarkContentImages({ forFeed = false } = {}) {
  return () => async (tree: Root, file: VFile) => {
    const found: Array<{
      parent: Parent;
      index: number;
      url: string;
      alt: string;
      place?: { line: number; column: number };
    }> = [];
    // The content step has checked each picture (pipeline/content/body-checks.ts);
    // this stays for a body compiled from elsewhere.
    visit(tree, "image", (image, index, parent) => {
      if (!parent || index === undefined || !isBesideTheFile(image.url)) return;
      const alt = (image.alt ?? "").trim();
      if (!alt) {
        failOn(file, `the picture ${image.url} needs alt text`, {
          place: image.position,
          fix: `Write it between the brackets: ${pictureMarkdown(image.url, "what it shows")}`,
        });
      }
      found.push({ parent, index, url: image.url, alt, place: image.position?.start });
    });
    if (found.length === 0) return;
    if (forFeed) {
      for (const { parent, index, alt } of found) {
        parent.children[index] = { type: "text", value: `[${alt}]` };
      }
      return;
    }
    const colours = await readCache(COLOUR_CACHE);
    const formats = await readCache(FORMAT_CACHE);
    const imports: MdxjsEsm[] = [];
    for (const { parent, index, url, alt, place } of found) {
      const picture = pictureFile(url, file.path);
      const problem = await checkPicture({
        owner: file,
        field: `picture ${url}`,
        place,
        file: picture,
      });
      if (problem) throw new ContentMistakes([problem]);
      const name = `picture${imports.length}`;
      const encoding = await pictureFormats(picture, "article", formats);
      imports.push(esmImport(name, pictureImport(picture, "article", encoding)));
      parent.children[index] = {
        type: "mdxJsxTextElement",
        name: "ArticlePicture",
        attributes: [
          expressionAttribute("picture", name),
          { type: "mdxJsxAttribute", name: "alt", value: alt },
          {
            type: "mdxJsxAttribute",
            name: "colour",
            value: await dominantColour(picture, colours),
          },
        ],
        children: [],
      };
    }
    await writeCache(COLOUR_CACHE, colours);
    await writeCache(FORMAT_CACHE, formats);
    tree.children.unshift(
      esmImport("ArticlePicture", ARTICLE_PICTURE, "ArticlePicture"),
      ...imports,
    );
  };
}

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { compile } from "@mdx-js/mdx";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePhonePhoto } from "../../tools/phone-photo";
import { contentFile, formatMistake } from "../content/mistakes";
import { checkPicture, publicPicturesWithMetadata, remarkContentImages } from "./images";

let dir: string;
const reference = (name: string) => ({
  owner: contentFile(resolve("app/content/site.ts")),
  field: 'entry projects[0] "app", field images[0].src',
  file: join(dir, name),
});
/** What the build prints of the picture's mistake, if it has one. */
const problemOf = async (name: string) => {
  const found = await checkPicture(reference(name));
  return found && formatMistake(found);
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "pictures-"));
  await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } })
    .jpeg()
    .toFile(join(dir, "photo.jpg"));
  await sharp({ create: { width: 200, height: 150, channels: 3, background: "#336699" } })
    .png()
    .toFile(join(dir, "small.png"));
  await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } })
    .avif()
    .toFile(join(dir, "photo.avif"));
  await writeFile(
    join(dir, "drawing.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#369"/></svg>',
  );
  await writePhonePhoto(join(dir, "phone.jpg"), { width: 1600, height: 1200 });
  await writeFile(join(dir, "notes.jpg"), "not a picture");
  await writeFile(join(dir, "photo.heic"), "ftypheic");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("checkPicture", () => {
  it("accepts the formats it can read: JPEG, AVIF, SVG", async () => {
    for (const name of ["photo.jpg", "photo.avif", "drawing.svg"]) {
      expect(await checkPicture(reference(name)), name).toBeUndefined();
    }
  });

  it("names the file and field of a picture that does not exist", async () => {
    expect(await problemOf("missing.jpg")).toMatch(
      /^app\/content\/site\.ts: entry projects\[0\] "app", field images\[0\]\.src: .*missing\.jpg does not exist$/,
    );
  });

  it("names a file that is not a picture", async () => {
    expect(await problemOf("notes.jpg")).toMatch(
      /field images\[0\]\.src: .*notes\.jpg is not an image the build can read/,
    );
  });

  it("says how to convert a HEIC photo", async () => {
    expect(await problemOf("photo.heic")).toMatch(
      /photo\.heic is a HEIC photo, which the build cannot read\n {2}Save it as JPEG/,
    );
  });

  it("warns, without stopping, of a picture narrower than its slot", async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      expect(await checkPicture(reference("small.png"))).toBeUndefined();
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual([expect.stringContaining("small.png is 200 px wide")]);
  });
});

describe("publicPicturesWithMetadata", () => {
  it("names a picture in public/ that would publish its EXIF, and passes a clean one", async () => {
    const publicDir = join(dir, "public");
    await mkdir(join(publicDir, "photos"), { recursive: true });
    await sharp(join(dir, "photo.jpg"))
      .withExif({ IFD0: { Make: "Phone" } })
      .toFile(join(publicDir, "photos/with-exif.jpg"));
    await sharp(join(dir, "photo.jpg")).toFile(join(publicDir, "clean.jpg"));
    const problems = (await publicPicturesWithMetadata(publicDir)).map(formatMistake);
    expect(problems).toEqual([expect.stringMatching(/photos\/with-exif\.jpg: carries metadata/)]);
  });
});

describe("remarkContentImages", () => {
  const compilePost = (markdown: string, forFeed = false) =>
    compile(
      { value: markdown, path: join(dir, "post.mdx") },
      { remarkPlugins: [remarkContentImages({ forFeed })] },
    );

  it("imports a picture beside the post through the image pipeline, with its alt text", async () => {
    const code = String(await compilePost("![A blue square](./photo.jpg)"));
    expect(code).toContain("photo.jpg?w=480;720;960;1280&format=avif;webp&effort=min&as=picture");
    expect(code).toContain("ArticlePicture");
    expect(code).toContain('"A blue square"');
  });

  it("offers a phone's photo in AVIF first, which is smaller for it, and WebP", async () => {
    const code = String(await compilePost("![A street](./phone.jpg)"));
    expect(code).toContain("phone.jpg?w=480;720;960;1280&format=avif;webp&effort=min&as=picture");
  });

  it("offers a small flat picture in WebP alone, which is smaller for it", async () => {
    const code = String(await compilePost("![A small square](./small.png)"));
    expect(code).toContain("small.png?w=480;720;960;1280&format=webp&as=picture");
  });

  it("stops on a picture without alt text, naming the file", async () => {
    await expect(compilePost("![](./photo.jpg)")).rejects.toThrow(
      /post\.mdx:1:1: the picture \.\/photo\.jpg needs alt text/,
    );
  });

  it("stops on a picture that does not exist, naming the file", async () => {
    await expect(compilePost("![A photo](./missing.jpg)")).rejects.toThrow(
      /post\.mdx:1:1: picture \.\/missing\.jpg: .*missing\.jpg does not exist/,
    );
  });

  it("leaves pictures on the web and on the site's own paths as they are", async () => {
    const code = String(
      await compilePost("![A logo](https://example.org/logo.png) ![Icon](/favicon.svg)"),
    );
    expect(code).not.toContain("as=picture");
  });

  it("keeps only the alt text in the feed", async () => {
    const code = String(await compilePost("![A blue square](./photo.jpg)", true));
    expect(code).not.toContain("as=picture");
    expect(code).toContain("[A blue square]");
  });
});

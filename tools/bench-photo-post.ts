// The pair of posts `npm run bench` measures for the cost of pictures: the same
// text twice, once with two new phone photos (a cover and one in the body) and
// once without, added to a scratch copy of the project and built there, so the
// owner's own build stays as it is.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { writePhonePhoto } from "./phone-photo.ts";
import { buildProject, copyProject } from "./project-copy.ts";

const POSTS = "app/content/posts";
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

/**
 * Builds a copy of the project with the pair added and returns its build/client
 * and a function that removes the copy.
 */
export async function buildPhotoPostPair(): Promise<{
  client: string;
  remove: () => Promise<void>;
}> {
  const copy = await copyProject();
  const remove = () => rm(copy, { recursive: true, force: true });
  try {
    await mkdir(join(copy, POSTS, "bench-photos"), { recursive: true });
    // As a phone saves them: 4032x3024, about 4 MB each, one taken sideways.
    await writePhonePhoto(join(copy, POSTS, "bench-photos/cover.jpg"));
    await writePhonePhoto(join(copy, POSTS, "bench-photos/body.jpg"), {
      width: 3024,
      height: 4032,
    });
    await writeFile(
      join(copy, POSTS, `${PHOTO_POST.withPhotos}.mdx`),
      post("A photo walk around the fair", true),
    );
    await writeFile(
      join(copy, POSTS, `${PHOTO_POST.withoutPhotos}.mdx`),
      post("A photo walk around the fair", false),
    );
    const build = await buildProject(copy);
    if (!build.ok) throw new Error(`the build with the photo post failed:\n${build.output}`);
    return { client: join(copy, "build/client"), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** The content's pictures, encoded at build time by pipeline/plugins/images.ts. */
declare module "virtual:project-images" {
  import type { Picture } from "~/components/ui/picture";
  /** Each project's images, in the order site.ts lists them, by project id. */
  const projectImages: Record<string, Array<Omit<Picture, "alt">>>;
  export default projectImages;
}

declare module "virtual:cover-images" {
  import type { Picture } from "~/components/ui/picture";
  /** Each post's cover, by the post's slug. */
  const coverImages: Record<string, Omit<Picture, "alt">>;
  export default coverImages;
}

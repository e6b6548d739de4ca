import { CARD_IMAGE_HEIGHT_CLASS } from "~/constants";
import { IMAGE_SIZES } from "~/lib/image-slots";
import { PictureImage, type Picture } from "./picture";

/** An image at the card's fixed height, cropped to fill its width. Cards sit below the fold on every screen. */
export function CardImage({ image }: { image: Picture }) {
  return (
    <PictureImage
      picture={image}
      sizes={IMAGE_SIZES.card}
      frameClassName={CARD_IMAGE_HEIGHT_CLASS}
      // Light screenshots are dimmed a little on a dark page, so they do not glare.
      className={`w-full object-cover object-top dark:brightness-90 ${CARD_IMAGE_HEIGHT_CLASS}`}
    />
  );
}

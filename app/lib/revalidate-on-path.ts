import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For a layout route whose pages are told apart by their address alone, with
 * no parameter (every post inside routes/post.tsx): React Router keeps a
 * layout's data while its parameters stay the same, so moving from one post
 * to the next must ask for the new one's.
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

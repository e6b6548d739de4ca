import { MissingPage } from "~/components/chrome/missing-page";

/**
 * Every address no other route answers. Prerendered as 404.html, which static
 * hosts serve for any missing address.
 */
export default function NotFound() {
  return <MissingPage />;
}

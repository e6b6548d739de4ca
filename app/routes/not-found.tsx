import { NotFoundScreen } from "~/components/chrome/not-found-screen";

/**
 * Every address no other route answers. Prerendered as 404.html, which static
 * hosts serve for any missing address.
 */
export default function NotFound() {
  return <NotFoundScreen />;
}

import { PageLoading } from "@/components/layout/page-loading";

/**
 * The outline of a console page while it renders: its title and one card of rows (every section is a list or
 * a table). The loading.tsx of each list section re-exports it; detail pages (`[id]`) have none, since they answer
 * 404 for an unknown id themselves and the status is sent before a page under an outline has rendered, which is
 * why each list page sits in a `(list)` route group of its own.
 */
export function ConsoleLoading() {
  return <PageLoading heading="page" cards={[6]} />;
}

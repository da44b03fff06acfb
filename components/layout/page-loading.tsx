/**
 * What a signed-in page shows the moment it is opened, while the server renders it (its segment's
 * loading.tsx): the shape of its heading and cards, said once as "Loading…" to screen readers. The layouts
 * around it (header, side navigation) stay as they are, with the new section already marked current.
 *
 * A loading.tsx also means the page's HTTP status is sent before the page has rendered: a 404 must be decided
 * outside it, in a layout (the organization's for outsiders, the activity log's for members, the console's for
 * non-operators), and pages that answer 404 themselves (the console's detail pages, for unknown ids) have none,
 * so that status stays true.
 */
import { getTranslations } from "next-intl/server";
import { CardSkeleton, HeadingSkeleton } from "@/components/ui/skeleton";

type Props = {
  /** The page's own title ("page"), a section's under its layout's title ("section"), or none. */
  heading?: "page" | "section";
  /** One card per entry, with that many rows. */
  cards: number[];
};

export async function PageLoading({ heading, cards }: Props) {
  const t = await getTranslations("common");
  return (
    <div role="status" data-testid="page-loading" className="flex w-full flex-col gap-6">
      <span className="sr-only">{t("loading")}</span>
      {heading && <HeadingSkeleton size={heading} />}
      {cards.map((rows, i) => (
        <CardSkeleton key={i} rows={rows} />
      ))}
    </div>
  );
}

import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** A list's address in the page's own query: its search, filter and cursor, those that are set. */
export const listAddress = (params: Record<string, string | undefined>) =>
  `?${new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])))}`;

/**
 * An organization list's paging: back to the first page (`first`, "?" unless a search must be kept) and on to
 * the next (`next` is its address, null on the last page); nothing on a list of one page.
 */
export function PageLinks({
  label,
  paged,
  first = "?",
  next,
  words,
}: {
  label: string;
  paged: boolean;
  first?: string;
  next: string | null;
  words: { first: string; next: string };
}) {
  if (!paged && !next) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap justify-between gap-2">
      {paged ? (
        <Button asChild variant="outline" size="sm">
          <Link href={first}>
            <ChevronLeft aria-hidden />
            {words.first}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button asChild variant="outline" size="sm">
          <Link href={next}>
            {words.next}
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      )}
    </nav>
  );
}

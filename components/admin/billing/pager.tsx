import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/**
 * A keyset list's paging: back to the newest, and the next page (its cursor in ?after=), keeping the list's
 * other parameters (filters, search). The links say "Newest" and "Older" unless `words` name them otherwise.
 */
export function Pager({
  path,
  params,
  next,
  paged,
  words,
}: {
  path: string;
  params: Record<string, string | undefined>;
  next: string | null;
  paged: boolean;
  words?: { newest: string; older: string };
}) {
  const t = useTranslations("admin.billing");
  const href = (after?: string) => {
    const query = new URLSearchParams(Object.entries({ ...params, after }).filter((e): e is [string, string] => Boolean(e[1])));
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  if (!paged && !next) return null;
  return (
    <nav aria-label={t("pages")} className="flex justify-end gap-2">
      {paged && (
        <Button asChild variant="outline" size="sm">
          <Link href={href()}>{words?.newest ?? t("newest")}</Link>
        </Button>
      )}
      {next && (
        <Button asChild variant="outline" size="sm">
          <Link href={href(next)} rel="next">
            {words?.older ?? t("older")}
          </Link>
        </Button>
      )}
    </nav>
  );
}

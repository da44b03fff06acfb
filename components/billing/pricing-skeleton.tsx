/**
 * The pricing page's plans while they load: the monthly/yearly switch and three plan cards as placeholders,
 * in the same row as the cards that replace them, said once as "Loading…" to screen readers.
 */
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { PLAN_ROW, PLAN_SLOT } from "./pricing-plans";

const CARDS = 3;
const FEATURES = 3;

export async function PricingSkeleton() {
  const t = await getTranslations("common");
  return (
    <div role="status" data-testid="pricing-loading" className="flex w-full flex-col items-center gap-6">
      <span className="sr-only">{t("loading")}</span>
      <Skeleton className="h-9 w-56 rounded-lg" />
      <ul aria-hidden className={cn(PLAN_ROW, "w-full")}>
        {Array.from({ length: CARDS }, (_, i) => (
          <li key={i} className={PLAN_SLOT}>
            <Card className="w-full">
              <Skeleton className="h-5 w-28" />
              <Skeleton className="h-9 w-36" />
              <Skeleton className="h-4 w-full" />
              <div className="grid gap-2 pt-2">
                {Array.from({ length: FEATURES }, (_, j) => (
                  <Skeleton key={j} className="h-4 w-4/5" />
                ))}
              </div>
              <Skeleton className="mt-2 h-10 w-full" />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

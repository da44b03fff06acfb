/** The shape of a settings card while its data streams in: a title, a sentence and `rows` list rows. */
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

export function SectionSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div aria-busy className="w-full">
      <Card>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-72 max-w-full" />
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-3 pt-2">
            <Skeleton className="size-10 shrink-0 rounded-lg" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-48 max-w-full" />
              <Skeleton className="h-3 w-64 max-w-full" />
            </div>
          </div>
        ))}
      </Card>
    </div>
  );
}

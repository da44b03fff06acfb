"use client";
/**
 * A navigation link's icon that turns into a spinner while the link's page is on the way (next/link's
 * useLinkStatus), so a click answers at once even where the page has no outline of its own to show. Put it
 * inside a <Link>. The spinner has the icon's size, so nothing moves; under reduced motion it stands still.
 * Usage: `<Link href="/admin/users"><LinkIcon Icon={Users} />Users</Link>`.
 */
import { LoaderCircle, type LucideIcon } from "lucide-react";
import { useLinkStatus } from "next/link";
import { cx } from "./cx";

export function LinkIcon({ Icon, className }: { Icon: LucideIcon; className?: string }) {
  const { pending } = useLinkStatus();
  if (pending)
    return <LoaderCircle aria-hidden data-pending className={cx("size-4 shrink-0 animate-spin motion-reduce:animate-none", className)} />;
  return <Icon aria-hidden className={cx("size-4 shrink-0", className)} />;
}

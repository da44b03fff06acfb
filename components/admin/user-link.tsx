import Link from "next/link";
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/components/ui/cn";

/**
 * A user in a console list: picture, name (or address) and address, linking to their page in the console.
 * `children` add a line under the address; `className` sets how the link shows focus or hover.
 */
export function UserLink({
  user,
  className,
  children,
}: {
  user: { id: string; name: string; email: string; image: string | null };
  className: string;
  children?: ReactNode;
}) {
  return (
    <Link href={`/admin/users/${encodeURIComponent(user.id)}`} className={cn("flex min-w-0 items-center gap-3 rounded-md", className)}>
      <Avatar src={user.image} name={user.name} email={user.email} size="sm" />
      <span className="grid min-w-0">
        <span className="truncate font-medium">{user.name || user.email}</span>
        <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        {children}
      </span>
    </Link>
  );
}

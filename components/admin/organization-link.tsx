import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";

/**
 * An organization in a console list: its name and slug (and its logo, when the list has it), linking to its page
 * in the console.
 */
export function OrganizationLink({ organization }: { organization: { id: string; name: string; slug: string; logo?: string | null } }) {
  return (
    <Link
      href={`/admin/organizations/${encodeURIComponent(organization.id)}`}
      className="flex min-w-0 items-center gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {organization.logo !== undefined && <Avatar src={organization.logo} name={organization.name} size="sm" />}
      <span className="grid min-w-0">
        <span className="truncate font-medium">{organization.name}</span>
        <span className="truncate text-xs text-muted-foreground">{organization.slug}</span>
      </span>
    </Link>
  );
}

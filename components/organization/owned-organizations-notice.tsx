/**
 * Why an account cannot be deleted yet: the organizations it alone owns while others are members, each linked
 * to the page where another member is made an owner. The delete button it blocks is described by `id`. Used by
 * the account's danger zone and by the operators' user page.
 */
import Link from "next/link";
import { Alert } from "@/components/ui/alert";

type Organization = { id: string; name: string; href: string };

export function OwnedOrganizationsNotice({
  id,
  title,
  reason,
  organizations,
}: {
  id: string;
  title: string;
  reason: string;
  organizations: Organization[];
}) {
  return (
    <Alert tone="warning" title={title}>
      <p id={id}>{reason}</p>
      <ul className="mt-2 grid gap-1">
        {organizations.map((o) => (
          <li key={o.id}>
            <Link href={o.href} className="font-medium text-foreground underline underline-offset-4">
              {o.name}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

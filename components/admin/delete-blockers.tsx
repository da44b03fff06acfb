/**
 * Why the operator cannot delete this user yet: the organizations the user alone owns while others are members,
 * each linked to its console page, where another member is made an owner. The delete button points here.
 */
import Link from "next/link";
import { Alert } from "@/components/ui/alert";

type Organization = { id: string; name: string };

export function DeleteBlockers({
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
            <Link
              href={`/admin/organizations/${encodeURIComponent(o.id)}`}
              className="font-medium text-foreground underline underline-offset-4"
            >
              {o.name}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

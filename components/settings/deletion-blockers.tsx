/**
 * Why the account cannot be deleted yet: the organizations it alone owns while others are members (the only owner
 * cannot leave), each linked to its members, where another owner is made. The delete button points here.
 */
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";

type Organization = { id: string; name: string; slug: string };

export async function DeletionBlockers({ id, organizations }: { id: string; organizations: Organization[] }) {
  const t = await getTranslations("settings.delete");
  return (
    <Alert tone="warning" title={t("blockedTitle")}>
      <p id={id}>{t("blocked")}</p>
      <ul className="mt-2 grid gap-1">
        {organizations.map((o) => (
          <li key={o.id}>
            <Link href={`/orgs/${o.slug}/members`} className="font-medium text-foreground underline underline-offset-4">
              {o.name}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

import Link from "next/link";
import { useTranslations } from "next-intl";

type Owner = {
  customer: { externalId: string | null; deletedAt: Date | null };
  userId: string | null;
  userEmail: string | null;
  organizationId: string | null;
  organizationName: string | null;
};

/** Whom a Polar customer is in this app: our user, our organization, or nobody we know (a deleted one). */
export function CustomerOwner({ row }: { row: Owner }) {
  const t = useTranslations("admin.customers");
  if (row.userId) {
    return (
      <Link href={`/admin/users/${encodeURIComponent(row.userId)}`} className="underline-offset-4 hover:underline">
        {t("user", { email: row.userEmail ?? row.userId })}
      </Link>
    );
  }
  if (row.organizationId) {
    return (
      <Link href={`/admin/organizations/${encodeURIComponent(row.organizationId)}`} className="underline-offset-4 hover:underline">
        {t("organization", { name: row.organizationName ?? row.organizationId })}
      </Link>
    );
  }
  return (
    <span className="text-muted-foreground">
      {row.customer.externalId ? t("unknown", { id: row.customer.externalId }) : t("noExternal")}
    </span>
  );
}

import { Building2, Inbox } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CreateOrgForm } from "@/components/organization/create-org-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { creationAllowance } from "@/lib/organization/creation";
import { listUserOrganizations } from "@/lib/organization/queries";
import { requireSession } from "@/lib/signed-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("org.create");
  return { title: t("title") };
}

/** The form, or, where this person may not create one (turned off, or their limit reached), the reason. */
export default async function NewOrganizationPage() {
  const { user } = await requireSession();
  const [t, organizations] = await Promise.all([getTranslations("org.create"), listUserOrganizations(user.id)]);
  const allowance = creationAllowance(organizations.length);
  return (
    <div className="flex w-full max-w-lg flex-col gap-6">
      <div className="grid justify-items-start gap-3">
        <div className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary" aria-hidden>
          <Building2 className="size-5" />
        </div>
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{t("lead")}</p>
        </div>
      </div>
      <Card>
        {allowance.allowed ? (
          <CreateOrgForm />
        ) : (
          <EmptyState
            icon={<Building2 />}
            title={t("closedTitle")}
            text={allowance.reason === "off" ? t("closedOff") : t("closedLimit", { limit: allowance.limit })}
            action={
              <Button asChild variant="outline">
                <Link href="/invitations">
                  <Inbox aria-hidden />
                  {t("seeInvitations")}
                </Link>
              </Button>
            }
          />
        )}
      </Card>
    </div>
  );
}

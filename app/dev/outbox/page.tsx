import { desc, eq } from "drizzle-orm";
import { Inbox } from "lucide-react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { db } from "@/db/client";
import { outboxMail } from "@/db/schema";
import { isDevServer } from "@/lib/env";
import { MailPreview } from "./mail-preview";
import { RecipientFilter } from "./recipient-filter";

export const dynamic = "force-dynamic";

const SHOWN = 50;

type Props = { searchParams: Promise<{ to?: string }> };

export async function generateMetadata() {
  const t = await getTranslations("outbox");
  return { title: t("title") };
}

/** The development outbox: the newest mails, optionally of one recipient. Exists only under `npm run dev`, whatever NODE_ENV says. */
export default async function OutboxPage({ searchParams }: Props) {
  if (!isDevServer) notFound();
  const { to } = await searchParams;
  const recipient = typeof to === "string" && to.length > 0 && to.length <= 320 ? to : null;
  const [t, mails, recipients] = await Promise.all([
    getTranslations("outbox"),
    db
      .select()
      .from(outboxMail)
      .where(recipient ? eq(outboxMail.to, recipient) : undefined)
      .orderBy(desc(outboxMail.createdAt))
      .limit(SHOWN),
    db.selectDistinct({ to: outboxMail.to }).from(outboxMail).orderBy(outboxMail.to),
  ]);
  return (
    <div data-layout="wide" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-sm text-pretty text-muted-foreground">{t("lead")}</p>
        </div>
        {recipients.length > 0 && <RecipientFilter recipients={recipients.map((r) => r.to)} current={recipient} />}
      </header>
      {mails.length > 0 && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("count", { count: mails.length })}
        </p>
      )}
      {mails.length === 0 ? (
        <EmptyState icon={<Inbox />} title={recipient ? t("emptyFiltered") : t("empty")} text={t("emptyHint")} className="bg-card" />
      ) : (
        mails.map((m) => <MailPreview key={m.id} mail={m} />)
      )}
    </div>
  );
}

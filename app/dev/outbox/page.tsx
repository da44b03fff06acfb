import { desc } from "drizzle-orm";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { db } from "@/db/client";
import { outboxMail } from "@/db/schema";
import { isProduction } from "@/lib/env";

export const dynamic = "force-dynamic";

/** The development outbox: exists only outside production. */
export default async function OutboxPage() {
  if (isProduction) notFound();
  const [t, format, mails] = await Promise.all([
    getTranslations("outbox"),
    getFormatter(),
    db.select().from(outboxMail).orderBy(desc(outboxMail.createdAt)).limit(50),
  ]);
  return (
    <div className="flex w-full flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("lead")}</p>
      {mails.length === 0 && <p>{t("empty")}</p>}
      {mails.map((m) => (
        <Card key={m.id}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="font-medium">{t("to")}</dt>
            <dd>{m.to}</dd>
            <dt className="font-medium">{t("subject")}</dt>
            <dd>{m.subject}</dd>
            <dt className="font-medium">{t("sent")}</dt>
            <dd>{format.dateTime(m.createdAt, { dateStyle: "medium", timeStyle: "medium" })}</dd>
          </dl>
          <pre className="whitespace-pre-wrap break-words text-sm">{m.text}</pre>
          {m.link && (
            <a href={m.link} className="text-blue-700 hover:underline dark:text-blue-400">
              {t("open")}
            </a>
          )}
        </Card>
      ))}
    </div>
  );
}

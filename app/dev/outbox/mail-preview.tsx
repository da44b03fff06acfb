import { ExternalLink } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import type { outboxMail } from "@/db/schema";

type Mail = typeof outboxMail.$inferSelect;

/**
 * Links in the preview open in a new tab: the frame is sandboxed (no scripts, no access to this page), and a
 * link followed inside it would load the app in a 480-pixel box.
 */
const withLinksInNewTabs = (html: string) =>
  /<head>/i.test(html) ? html.replace(/<head>/i, '<head><base target="_blank">') : `<base target="_blank">${html}`;

/** One mail as its recipient would see it: the HTML part in a sandboxed frame, beside its plain-text part. */
export async function MailPreview({ mail }: { mail: Mail }) {
  const [t, format] = await Promise.all([getTranslations("outbox"), getFormatter()]);
  const titleId = `mail-${mail.id}`;
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-xl border bg-card shadow-xs" data-testid="outbox-mail">
      <header className="flex flex-col gap-3 border-b px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="font-semibold tracking-tight [overflow-wrap:anywhere]">
            {mail.subject}
          </h2>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <div className="flex min-w-0 gap-1">
              <dt>{t("to")}:</dt>
              <dd className="[overflow-wrap:anywhere] text-foreground">{mail.to}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t("sent")}:</dt>
              <dd>
                <time dateTime={mail.createdAt.toISOString()}>
                  {format.dateTime(mail.createdAt, { dateStyle: "medium", timeStyle: "medium" })}
                </time>
              </dd>
            </div>
          </dl>
        </div>
        {mail.link && (
          <Button asChild variant="outline" size="sm">
            <a href={mail.link}>
              <ExternalLink aria-hidden />
              {t("open")}
            </a>
          </Button>
        )}
      </header>
      <div className="grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-label={t("htmlPart")} className="flex flex-col gap-2 bg-muted/40 p-4">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t("htmlPart")}</p>
          <iframe
            title={t("previewTitle", { subject: mail.subject })}
            srcDoc={withLinksInNewTabs(mail.html)}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            className="h-[30rem] w-full rounded-lg border bg-white"
          />
        </section>
        <section aria-label={t("textPart")} className="flex min-w-0 flex-col gap-2 border-t p-4 lg:border-t-0 lg:border-l">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t("textPart")}</p>
          <pre className="max-h-[30rem] overflow-auto font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
            {mail.text}
          </pre>
        </section>
      </div>
    </article>
  );
}

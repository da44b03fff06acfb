import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { BackToSignIn } from "@/components/auth/back-to-sign-in";
import { ResendVerification } from "@/components/auth/resend-verification";
import { param } from "@/components/auth/search-params";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { env, isDevServer } from "@/lib/env";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const KINDS = ["verify", "magicLink", "reset"] as const;
type Kind = (typeof KINDS)[number];

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("checkEmail"))("title") };
}

/** After a form has sent a mail: where it went, what to do with it, and the ways on if it does not come. */
export default async function CheckEmailPage({ searchParams }: Props) {
  const query = await searchParams;
  const kind = KINDS.find((k) => k === param(query.kind)) as Kind | undefined;
  const email = param(query.email);
  const [t, ta] = await Promise.all([getTranslations("checkEmail"), getTranslations("auth")]);
  const address = (chunks: ReactNode) => <strong className="font-medium text-foreground">{chunks}</strong>;
  const description = kind && email ? t.rich(kind, { email, address }) : t("generic");
  // Without a mail server, development mails land in the outbox page instead.
  const outbox = !env.SMTP_URL && isDevServer;
  return (
    <AuthCard
      status="sent"
      title={t("title")}
      description={<p role="status">{description}</p>}
      footer={<BackToSignIn label={ta("backToSignIn")} />}
    >
      {outbox && (
        <Alert tone="info" title={t("devOutboxTitle")}>
          <p>{t("devOutbox")}</p>
          <AppLink href="/dev/outbox" className="mt-1 inline-flex font-medium text-link underline-offset-4 hover:underline">
            {t("openOutbox")}
          </AppLink>
        </Alert>
      )}
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm text-muted-foreground">
        <Inbox className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>{t("notReceived")}</p>
      </div>
      {kind === "verify" && email && <ResendVerification email={email} />}
      {kind === "magicLink" && (
        <Button asChild variant="outline" className="w-full">
          <AppLink href="/sign-in">{t("tryAgain")}</AppLink>
        </Button>
      )}
      {kind === "reset" && (
        <Button asChild variant="outline" className="w-full">
          <AppLink href={email ? `/forgot-password?email=${encodeURIComponent(email)}` : "/forgot-password"}>{t("tryAgain")}</AppLink>
        </Button>
      )}
    </AuthCard>
  );
}

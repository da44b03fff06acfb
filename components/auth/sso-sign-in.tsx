import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button-variants";
import { controlClasses } from "@/components/ui/control-classes";
import { Label } from "@/components/ui/label";

/**
 * "Continue with single sign-on" on the sign-in page: a plain form to /sign-in/sso that finds the address's
 * connection on the server (the page ships no script for it). After a refusal that named the organization, a
 * direct link to its provider. Native elements only (no client component): nothing is added to the page's script.
 */
export async function SsoSignIn({ next, organization }: { next: string; organization?: string }) {
  const t = await getTranslations("signIn");
  const withNext = (params: URLSearchParams) => {
    if (next !== "/") params.set("next", next);
    return `/sign-in/sso?${params}`;
  };
  if (organization)
    return (
      // A route, not a page: a full navigation, never the app router's.
      <a href={withNext(new URLSearchParams({ organization }))} className={`${buttonVariants({ variant: "outline" })} w-full`}>
        {t("ssoContinue")}
      </a>
    );
  return (
    <form method="get" action="/sign-in/sso" className="grid gap-2" aria-label={t("ssoTitle")}>
      {next !== "/" && <input type="hidden" name="next" value={next} />}
      <Label htmlFor="sso-email">{t("ssoEmail")}</Label>
      <div className="grid gap-2">
        <input
          id="sso-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t("ssoPlaceholder")}
          className={`${controlClasses} h-9`}
        />
        <button type="submit" className={`${buttonVariants({ variant: "outline" })} w-full`}>
          {t("ssoContinue")}
        </button>
      </div>
    </form>
  );
}

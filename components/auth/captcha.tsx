"use client";
import { useLocale, useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";

type Provider = "cloudflare-turnstile" | "google-recaptcha" | "hcaptcha";
export type CaptchaSettings = { provider: Provider; siteKey: string } | null;

/** The part of the three providers' browser APIs we use; they agree on render and reset. */
type WidgetApi = {
  render(element: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
  ready?(callback: () => void): void;
};

const SCRIPTS: Record<Provider, { src: (lang: string) => string; global: string }> = {
  "cloudflare-turnstile": { src: () => "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit", global: "turnstile" },
  hcaptcha: { src: (lang) => `https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off&hl=${lang}`, global: "hcaptcha" },
  "google-recaptcha": { src: (lang) => `https://www.google.com/recaptcha/api.js?render=explicit&hl=${lang}`, global: "grecaptcha" },
};

const loads = new Map<Provider, Promise<WidgetApi>>();

/** Adds the provider's script once per page and resolves with its API when it is ready. */
function loadApi(provider: Provider, lang: string): Promise<WidgetApi> {
  const known = loads.get(provider);
  if (known) return known;
  const { src, global } = SCRIPTS[provider];
  const loading = new Promise<WidgetApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src(lang);
    script.async = true;
    script.onerror = () => {
      loads.delete(provider); // a later form may try again, e.g. after the connection is back
      script.remove();
      reject(new Error("captcha script failed to load"));
    };
    script.onload = () => {
      const api = (window as unknown as Record<string, WidgetApi | undefined>)[global];
      if (!api) return reject(new Error("captcha API missing"));
      if (api.ready) api.ready(() => resolve(api));
      else resolve(api);
    };
    document.head.appendChild(script);
  });
  loads.set(provider, loading);
  return loading;
}

const CaptchaContext = createContext<CaptchaSettings>(null);

/** Makes the server's captcha settings (provider and public site key) available to the auth forms. */
export function CaptchaProvider({ settings, children }: { settings: CaptchaSettings; children: ReactNode }) {
  return <CaptchaContext.Provider value={settings}>{children}</CaptchaContext.Provider>;
}

/**
 * One captcha widget for one form. `headers()` gives what the auth call must send; after each attempt the
 * form calls `reset()`, because a solved challenge is good for one request only.
 * Without a configured provider the widget is nothing and the headers are empty.
 */
export function useCaptcha() {
  const settings = useContext(CaptchaContext);
  const t = useTranslations("captcha");
  const locale = useLocale();
  const element = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: WidgetApi; id: string | number } | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!settings || !element.current) return;
    let cancelled = false;
    const target = element.current;
    loadApi(settings.provider, locale)
      .then((api) => {
        if (cancelled) return;
        const id = api.render(target, {
          sitekey: settings.siteKey,
          language: locale,
          callback: (value: string) => setToken(value),
          "expired-callback": () => setToken(null),
          "error-callback": () => setToken(null),
        });
        widget.current = { api, id };
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      target.replaceChildren();
      widget.current = null;
    };
  }, [settings, locale]);

  const reset = useCallback(() => {
    setToken(null);
    widget.current?.api.reset(widget.current.id);
  }, []);

  const headers = useCallback((): Record<string, string> => (token ? { "x-captcha-response": token } : {}), [token]);

  const view = settings ? (
    <div role="group" aria-label={t("label")} className="flex flex-col gap-2">
      <div ref={element} data-testid="captcha" />
      {failed && <Alert tone="error">{t("unavailable")}</Alert>}
    </div>
  ) : null;

  return { enabled: Boolean(settings), solved: Boolean(token), headers, reset, view };
}

"use client";
import { useLocale, useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import type { CaptchaSettings, WidgetApi } from "./captcha-script";

export type { CaptchaSettings };

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
    import("./captcha-script")
      .then(({ loadApi }) => loadApi(settings.provider, locale))
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

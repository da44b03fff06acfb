/**
 * The captcha providers' browser scripts: added to the page once, on the first form that shows a widget.
 * Loaded by captcha.tsx only when a provider is configured, so pages without one never carry this code.
 */
export type Provider = "cloudflare-turnstile" | "google-recaptcha" | "hcaptcha";
export type CaptchaSettings = { provider: Provider; siteKey: string } | null;

/** The part of the three providers' browser APIs we use; they agree on render and reset. */
export type WidgetApi = {
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
export function loadApi(provider: Provider, lang: string): Promise<WidgetApi> {
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

/**
 * The HTML of the pages served outside React: the auth server's error page (a route) and the "temporarily
 * unavailable" page the proxy answers while the database is away (the React layouts need the database). Each
 * carries its own small stylesheet: the design tokens' colours for light and dark, the logo mark, and the app's
 * font (Inter, in the same three unicode ranges as components/ui/fonts.ts) from public/fonts, whose addresses do
 * not change between builds as next/font's do.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The unicode ranges of components/ui/fonts.ts (next/font takes only literals there; a unit test keeps them equal). */
export const FONT_RANGES = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  cyrillic: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
};

const FONT_FACES = Object.entries(FONT_RANGES)
  .map(
    ([name, range]) =>
      `@font-face{font-family:Inter;src:url(/fonts/inter-${name}.woff2) format("woff2");font-weight:100 900;font-display:swap;unicode-range:${range}}`,
  )
  .join("\n");

const STYLE = `${FONT_FACES}
:root{color-scheme:light;--bg:#fafafa;--card:#fff;--fg:#0b0b0f;--muted:#6b6b74;--border:#e4e4e7;--primary:#4f46e5;--primary-fg:#fff;--accent:#f1f1f4}
.dark{color-scheme:dark;--bg:#09090b;--card:#111114;--fg:#f4f4f5;--muted:#a1a1aa;--border:#27272a;--primary:#5b5fd9;--accent:#232329}
@media (prefers-color-scheme:dark){html:not(.light){color-scheme:dark;--bg:#09090b;--card:#111114;--fg:#f4f4f5;--muted:#a1a1aa;--border:#27272a;--primary:#5b5fd9;--accent:#232329}}
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;padding:1.5rem;background:var(--bg);color:var(--fg);font:16px/1.5 Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-font-smoothing:antialiased}
main{width:100%;max-width:28rem;background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:2rem;box-shadow:0 1px 2px #0000000d}
h1{margin:1.25rem 0 .5rem;font-size:1.375rem;line-height:1.3;letter-spacing:-.01em}
p{margin:0 0 .75rem;color:var(--muted)}
code{font:.8125rem ui-monospace,SFMono-Regular,Menlo,monospace;background:var(--accent);padding:.125rem .375rem;border-radius:.25rem;color:var(--fg)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
a{display:inline-flex;align-items:center;height:2.25rem;padding:0 1rem;border-radius:.375rem;font-size:.875rem;font-weight:500;text-decoration:none}
.primary{background:var(--primary);color:var(--primary-fg)}
.secondary{border:1px solid var(--border);color:var(--fg)}
a:focus-visible{outline:2px solid #6366f1;outline-offset:2px}`;

const LOGO = `<svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true"><defs><linearGradient id="g" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#a855f7"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#g)"/><circle cx="16" cy="16" r="9" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="2.25"/><circle cx="16" cy="13.75" r="2.6" fill="#fff"/><path d="M14.6 15.5h2.8l.9 5.25h-4.6z" fill="#fff"/></svg>`;

export type StatusPageLink = { href: string; label: string; primary?: boolean };

export type StatusPageContent = {
  lang: string;
  themeClass?: string;
  title: string;
  /** Plain sentences, escaped here. */
  sentences: string[];
  /** One line of trusted HTML under the sentences (an error code), already escaped by the caller. */
  smallHtml?: string;
  links: StatusPageLink[];
  /** Seconds after which the browser loads the page again by itself. */
  refreshSeconds?: number;
};

export function statusPageHtml(x: StatusPageContent): string {
  const refresh = x.refreshSeconds ? `<meta http-equiv="refresh" content="${x.refreshSeconds}">` : "";
  const sentences = x.sentences.map((s) => `<p>${escape(s)}</p>`).join("");
  const small = x.smallHtml ? `<p><small>${x.smallHtml}</small></p>` : "";
  const links = x.links
    .map((l) => `<a class="${l.primary ? "primary" : "secondary"}" href="${escape(l.href)}">${escape(l.label)}</a>`)
    .join("");
  return `<!doctype html>
<html lang="${escape(x.lang)}"${x.themeClass ? ` class="${escape(x.themeClass)}"` : ""}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}
<title>${escape(x.title)}</title><link rel="icon" href="/icon.svg" type="image/svg+xml"><style>${STYLE}</style></head>
<body><main>${LOGO}
<h1>${escape(x.title)}</h1>
${sentences}${small}
<div class="actions">${links}</div>
</main></body></html>`;
}

export { escape as escapeHtml };

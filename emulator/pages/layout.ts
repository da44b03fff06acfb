/**
 * The look of the emulator's hosted pages, after Polar's own: a quiet grey page, a test-mode ribbon, white
 * cards with soft borders, system fonts, one accent colour, and a dark variant that follows the system.
 * Plain HTML and one style sheet: the emulator has no build step.
 */
export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const STYLE = `
:root{color-scheme:light dark;--bg:#f4f4f5;--card:#fff;--text:#0b0b0f;--muted:#6b6b74;--border:#e4e4e7;--input:#d4d4d8;--accent:#0062ff;--accent-text:#fff;--soft:#fafafa;--danger:#b91c1c;--danger-bg:#fef2f2;--danger-solid:#dc2626;--ok:#15803d;--ribbon:#fde68a;--ribbon-text:#713f12}
@media (prefers-color-scheme:dark){:root{--bg:#0b0b0f;--card:#141418;--text:#f4f4f5;--muted:#a1a1aa;--border:#27272a;--input:#3f3f46;--accent:#3b82f6;--soft:#101014;--danger:#f87171;--danger-bg:#2a1215;--danger-solid:#b91c1c;--ok:#4ade80;--ribbon:#422006;--ribbon-text:#fde68a}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Inter,Roboto,Helvetica,Arial,sans-serif;-webkit-font-smoothing:antialiased}
a{color:var(--accent)}
.ribbon{background:var(--ribbon);color:var(--ribbon-text);text-align:center;font-size:12px;font-weight:600;letter-spacing:.02em;padding:6px 12px}
.wrap{max-width:960px;margin:0 auto;padding:40px 20px 64px}
.narrow{max-width:560px}
.seller{display:flex;align-items:center;gap:10px;font-weight:600;margin-bottom:28px}
.mark{display:inline-flex;width:28px;height:28px;border-radius:8px;background:var(--text);color:var(--bg);align-items:center;justify-content:center;font-size:14px}
.grid{display:grid;gap:24px;grid-template-columns:1fr}
@media (min-width:820px){.grid{grid-template-columns:minmax(0,5fr) minmax(0,6fr);gap:40px}}
.card{background:var(--card);border:1px solid var(--border);border-radius:16px;padding:28px}
.summary{background:var(--soft)}
h1{font-size:22px;line-height:1.3;margin:0 0 6px;letter-spacing:-.01em}
h2{font-size:15px;margin:24px 0 10px}
.muted{color:var(--muted)}
.small{font-size:13px}
.price{font-size:34px;font-weight:600;letter-spacing:-.02em;margin:18px 0 4px}
.price s{font-size:20px;color:var(--muted);font-weight:500;margin-right:6px}
.lines{border-top:1px solid var(--border);margin-top:20px;padding-top:14px;display:grid;gap:8px;font-size:14px}
.line{display:flex;justify-content:space-between;gap:12px}
.total{font-weight:600;border-top:1px solid var(--border);padding-top:10px}
ul.benefits{list-style:none;padding:0;margin:16px 0 0;display:grid;gap:6px;font-size:14px}
ul.benefits li::before{content:"✓";color:var(--ok);font-weight:700;margin-right:8px}
form{display:grid;gap:16px}
label{display:grid;gap:6px;font-size:13px;font-weight:500}
input{font:inherit;font-size:15px;height:42px;padding:0 12px;border:1px solid var(--input);border-radius:10px;background:var(--card);color:var(--text);width:100%}
input:focus{outline:2px solid var(--accent);outline-offset:1px;border-color:var(--accent)}
fieldset{border:0;padding:0;margin:0;display:grid;gap:12px}
legend{font-size:13px;font-weight:600;margin-bottom:8px;padding:0}
.row{display:grid;gap:12px;grid-template-columns:1fr 1fr}
button{font:inherit;font-weight:600;height:46px;border:0;border-radius:10px;background:var(--accent);color:var(--accent-text);cursor:pointer}
button:focus-visible,a.button:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
a.button{display:inline-flex;align-items:center;justify-content:center;font-weight:600;height:46px;padding:0 16px;border-radius:10px;text-decoration:none}
button.secondary,a.button.secondary{background:var(--card);color:var(--text);border:1px solid var(--input);height:32px;padding:0 12px;font-size:13px}
button.danger{background:var(--danger-solid);color:#fff;padding:0 16px}
form.inline{display:inline}
form.actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:12px;margin-top:20px}
form.actions a.button.secondary,form.actions button{height:42px;font-size:14px}
.notice{padding:10px 14px;border:1px solid var(--border);background:var(--soft);border-radius:10px;font-size:14px;margin:0 0 20px}
.key{margin-top:4px;display:flex;flex-wrap:wrap;gap:8px;align-items:baseline}
.key code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px;overflow-wrap:anywhere}
.back{margin-top:24px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.alert{padding:10px 14px;border:1px solid var(--danger);background:var(--danger-bg);color:var(--danger);border-radius:10px;font-size:14px}
.hint{border:1px dashed var(--input);border-radius:10px;padding:10px 14px;font-size:13px;color:var(--muted)}
.hint code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--text)}
.badge{display:inline-block;font-size:12px;font-weight:600;border-radius:999px;padding:2px 10px;border:1px solid var(--border);background:var(--soft)}
.badge.ok{color:var(--ok)}
table{width:100%;border-collapse:collapse;font-size:14px}
th{text-align:left;font-size:12px;color:var(--muted);font-weight:500;padding:8px 0;border-bottom:1px solid var(--border)}
td{padding:12px 0;border-bottom:1px solid var(--border);vertical-align:top}
th+th,td+td{padding-left:12px}
.right{text-align:right}
.nowrap{white-space:nowrap}
@media (max-width:480px){.card{padding:20px}}
.foot{margin-top:28px;font-size:13px;text-align:center;color:var(--muted)}
`;

/** A whole page: the test-mode ribbon, the seller's name and the content. */
export function page({ title, seller, body, narrow = false }: { title: string; seller: string; body: string; narrow?: boolean }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body>
<div class="ribbon">Polar emulator · test mode · no real money moves</div>
<main class="wrap${narrow ? " narrow" : ""}">
<div class="seller"><span class="mark" aria-hidden="true">${escape(seller.slice(0, 1).toUpperCase())}</span>${escape(seller)}</div>
${body}
<p class="foot">Powered by the local Polar emulator</p>
</main></body></html>`;
}

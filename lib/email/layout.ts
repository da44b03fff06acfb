/**
 * The one HTML layout of every mail. Mail clients ignore style sheets and most modern CSS, so it is built
 * the way mail is: nested presentation tables, inline styles, a fixed 560-pixel column, a button made of a
 * coloured cell around a link, and a hidden preheader (the line clients show beside the subject).
 * Colours are the app's light theme.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Inter,Roboto,Helvetica,Arial,sans-serif";
const COLORS = {
  page: "#f4f4f5",
  card: "#ffffff",
  border: "#e4e4e7",
  text: "#0b0b0f",
  muted: "#6b6b74",
  primary: "#4f46e5",
  link: "#4338ca",
};

export type MailParts = {
  locale: string;
  link: string;
  logoUrl: string;
  appName: string;
  subject: string;
  greeting: string;
  body: string;
  action: string;
  expiry: string;
  fallback: string;
  /** Only in a mail the recipient asked for (a link they requested); a notice about the account has none. */
  ignore?: string;
  footer: string;
};

export function mailLayout(p: MailParts): string {
  const e = (s: string) => escape(s);
  const link = e(p.link);
  return `<!doctype html>
<html lang="${e(p.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(p.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(p.body)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;font-family:${FONT};color:${COLORS.text};">
<tr><td style="padding:0 4px 20px;">
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="padding-right:10px;vertical-align:middle;"><img src="${e(p.logoUrl)}" width="32" height="32" alt="" style="display:block;border:0;border-radius:8px;"></td>
<td style="vertical-align:middle;font-size:16px;font-weight:600;letter-spacing:-0.01em;">${e(p.appName)}</td>
</tr></table>
</td></tr>
<tr><td style="background:${COLORS.card};border:1px solid ${COLORS.border};border-radius:12px;padding:32px;">
<h1 style="margin:0 0 20px;font-size:20px;line-height:28px;font-weight:600;letter-spacing:-0.01em;">${e(p.subject)}</h1>
<p style="margin:0 0 12px;font-size:15px;line-height:24px;">${e(p.greeting)}</p>
<p style="margin:0 0 24px;font-size:15px;line-height:24px;">${e(p.body)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px;"><tr>
<td style="border-radius:8px;background:${COLORS.primary};"><a href="${link}" style="display:inline-block;padding:12px 22px;font-size:15px;font-weight:600;line-height:20px;color:#ffffff;text-decoration:none;border-radius:8px;">${e(p.action)}</a></td>
</tr></table>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;color:${COLORS.muted};">${e(p.expiry)}</p>
<div style="border-top:1px solid ${COLORS.border};padding-top:16px;font-size:12px;line-height:18px;color:${COLORS.muted};">
${e(p.fallback)}<br><a href="${link}" style="color:${COLORS.link};word-break:break-all;">${link}</a>
</div>
</td></tr>
<tr><td style="padding:20px 8px 0;text-align:center;font-size:12px;line-height:18px;color:${COLORS.muted};">${p.ignore ? `${e(p.ignore)}<br>` : ""}${e(p.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

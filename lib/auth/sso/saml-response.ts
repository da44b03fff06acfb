/**
 * Whether a posted SAMLResponse (base64) answers no request of ours: its root Response element carries no
 * InResponseTo. One that does carry one is checked by the plugin against the requests we stored, so a forged value
 * is refused there. Unreadable input counts as unsolicited (and is refused where those are).
 */
export function isUnsolicited(samlResponse: string): boolean {
  let xml: string;
  try {
    xml = Buffer.from(samlResponse, "base64").toString("utf8");
  } catch {
    return true;
  }
  // The first element's start tag, past any XML declaration, comments and processing instructions.
  const start = /<(?![?!])([A-Za-z_][\w.-]*:)?Response\b([^>]*)>/.exec(xml);
  if (!start) return true;
  const before = xml
    .slice(0, start.index)
    .replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, "")
    .trim();
  if (before) return true;
  return !/\sInResponseTo\s*=\s*["'][^"']+["']/.test(start[2]);
}

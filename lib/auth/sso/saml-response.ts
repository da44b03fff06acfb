import { declaresDocumentType } from "./connection-input";

/** A posted SAMLResponse (base64) as text; the plugin reads the same bytes. */
function decoded(samlResponse: string): string {
  return Buffer.from(samlResponse.replace(/\s+/g, ""), "base64").toString("utf8");
}

/** Whether a posted SAMLResponse declares a document type (where entities are declared): a SAML message never does. */
export function hasDocumentType(samlResponse: string): boolean {
  return declaresDocumentType(decoded(samlResponse));
}

/**
 * Whether a posted SAMLResponse answers no request of ours: its root Response element carries no InResponseTo. One
 * that does carry one is checked by the plugin against the requests we stored, so a forged value is refused there.
 * Unreadable input counts as unsolicited (and is refused where those are).
 */
export function isUnsolicited(samlResponse: string): boolean {
  const xml = decoded(samlResponse);
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

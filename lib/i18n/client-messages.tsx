import type { Messages, NestedKeyOf } from "next-intl";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages } from "./pick-messages";

/**
 * A part of the messages: a namespace ("settings", or a nested one such as "org.accept"), or a single message
 * ("auth.showPassword") where a page needs one message of a namespace it otherwise does not.
 */
export type Namespace = NestedKeyOf<Messages>;

/**
 * What the header, the toaster and the root error page need on every page (they sit outside every nested
 * provider below).
 */
export const SHELL_NAMESPACES = ["common", "nav", "errorPage"] as const satisfies readonly Namespace[];

/**
 * The messages that the client components below need, and no more: every message sent to the browser is
 * serialized into the page's HTML and RSC payload, which made all of them (50–75 KB a language) most of a
 * signed-in page's render time. A nested provider replaces its parent's messages, so the shell's namespaces
 * always come along.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const all = (await getMessages()) as Record<string, unknown>;
  return <NextIntlClientProvider messages={pickMessages(all, [...SHELL_NAMESPACES, ...namespaces])}>{children}</NextIntlClientProvider>;
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { ActivityEntry, type ActivityRow } from "@/components/organization/activity-entry";

/** The app's eight languages. */
export const LANGUAGES = ["ru", "uk", "en", "es", "de", "pl", "fr", "tr"] as const;

const messages = (tag: string) => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${tag}.json`), "utf8"));

/**
 * One activity log entry as the organization's activity page renders it (components/organization/activity-entry.tsx)
 * in a language: its sentence as text, tags dropped.
 */
export function renderedEntry(entry: ActivityRow, tag: (typeof LANGUAGES)[number]): string {
  const now = new Date();
  const html = renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: tag,
      messages: messages(tag),
      now,
      timeZone: "UTC",
      children: createElement(ActivityEntry, { entry, now }),
    }),
  );
  const sentence = /<p[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
  return sentence
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * Checks that each entry reads as a sentence in every language: not the action's code (an action without words), no
 * ICU placeholder left, and its target named. Returns the problems found, as "<language> <action>: <text>".
 */
export function unreadableEntries(entries: ActivityRow[]): string[] {
  const problems: string[] = [];
  for (const tag of LANGUAGES)
    for (const entry of entries) {
      const text = renderedEntry(entry, tag);
      const target = entry.targetName || entry.target;
      if (!text || text === entry.action || /[{}]/.test(text) || (target && !text.includes(target)))
        problems.push(`${tag} ${entry.action}: ${text}`);
    }
  return problems;
}

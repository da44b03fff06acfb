import type { Locale } from "./locales";

export type Messages = typeof import("@/messages/en.json");

// Typed loosely on purpose: a locale that lags behind English is caught by the key-parity test, not the build.
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  ru: () => import("@/messages/ru.json"),
  uk: () => import("@/messages/uk.json"),
  en: () => import("@/messages/en.json"),
  es: () => import("@/messages/es.json"),
  de: () => import("@/messages/de.json"),
  pl: () => import("@/messages/pl.json"),
  fr: () => import("@/messages/fr.json"),
  tr: () => import("@/messages/tr.json"),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default as Messages;
}

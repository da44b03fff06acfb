import type { Locale } from "./locales";
import type messages from "@/messages/en.json";

/**
 * next-intl's types for this app: every `t("…")` key is checked against English (the other languages must
 * have the same keys, which tests/unit/messages.test.ts checks), so a missing or misspelled key fails `tsc`.
 */
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}

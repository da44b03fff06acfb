/**
 * next-intl's translator of any namespace. Its keys are typed, but the key looked up here comes from data
 * (an error code, a status from Polar), so it may have no message: `has` checks it at run time.
 */
type AnyTranslator = { (key: never): string; has(key: never): boolean };
type LooseTranslator = { (key: string): string; has(key: string): boolean };

/** The message for `key`, or `fallback` when there is none (e.g. a code this version does not know yet). */
export function messageOr(t: AnyTranslator, key: string, fallback: string): string {
  const loose = t as unknown as LooseTranslator;
  return loose.has(key) ? loose(key) : fallback;
}

/**
 * next-intl's translator of any namespace. Its keys are typed, but the key looked up here comes from data
 * (an error code, a status from Polar), so it may have no message: `has` checks it at run time.
 */
type AnyTranslator = { (key: never): string; has(key: never): boolean };
type LooseTranslator = { (key: string): string; has(key: string): boolean };

/**
 * Whether a key that came from data names a message. next-intl's `has` walks plain objects, so it also finds
 * what every object inherits ("constructor", "toString", "__proto__"): those are never messages.
 */
export function hasMessage(t: AnyTranslator, key: string): boolean {
  if (!key || key.split(".").some((part) => part === "" || part in Object.prototype)) return false;
  return (t as unknown as LooseTranslator).has(key);
}

/** The message for `key`, or `fallback` when there is none (e.g. a code this version does not know yet). */
export function messageOr(t: AnyTranslator, key: string, fallback: string): string {
  return hasMessage(t, key) ? (t as unknown as LooseTranslator)(key) : fallback;
}

/** The message for `key`, or undefined when there is none (a code in a URL may name anything). */
export function messageIfAny(t: AnyTranslator, key: string): string | undefined {
  return hasMessage(t, key) ? (t as unknown as LooseTranslator)(key) : undefined;
}

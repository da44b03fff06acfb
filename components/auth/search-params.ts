/** A search parameter as pages receive it (absent, once, or repeated), as one bounded string or nothing. */
export function param(value: string | string[] | undefined, maxLength = 320): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first.slice(0, maxLength) : undefined;
}

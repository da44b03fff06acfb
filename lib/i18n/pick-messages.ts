/** Only the messages of `namespaces`, each at its own path (so "org.accept" keeps `org: { accept }`). */
export function pickMessages(all: Record<string, unknown>, namespaces: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const namespace of namespaces) {
    const path = namespace.split(".");
    let from: unknown = all;
    for (const part of path) from = from && typeof from === "object" ? (from as Record<string, unknown>)[part] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const part of path.slice(0, -1)) into = (into[part] ??= {}) as Record<string, unknown>;
    into[path.at(-1)!] = from;
  }
  return picked;
}

/**
 * Initials and a stable colour for someone or something without a picture: from the name's first two words,
 * else from the e-mail's local part. The colour is picked by a hash so the same name always gets the same one;
 * every colour keeps white initials readable (contrast at least 4.5:1).
 */
const COLORS = ["#4f46e5", "#0e7490", "#047857", "#b45309", "#be123c", "#7c3aed", "#1d4ed8", "#c2410c", "#0f766e", "#a21caf"];

export function initialsOf(name?: string | null, email?: string | null): string {
  const words = (name ?? "").trim().split(/\s+/u).filter(Boolean);
  if (words.length >= 2) return (first(words[0]) + first(words[1])).toUpperCase();
  if (words.length === 1) return [...words[0]].slice(0, 2).join("").toUpperCase();
  const local = (email ?? "").split("@")[0].replace(/[^\p{L}\p{N}]/gu, "");
  return [...local].slice(0, 2).join("").toUpperCase() || "?";
}

function first(word: string) {
  return [...word][0] ?? "";
}

export function colorOf(seed: string): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.codePointAt(0)!) | 0;
  return COLORS[Math.abs(hash) % COLORS.length];
}

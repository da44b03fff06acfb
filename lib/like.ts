/**
 * A LIKE/ILIKE pattern that finds `term` anywhere in a text, with the pattern's own characters (`%`, `_`, `\`)
 * in the term matched as themselves: a search for "50%" finds "50%", not every text with "50" in it.
 */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

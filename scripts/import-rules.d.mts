/** The import graph's rules (import-rules.mjs), typed for the tests that run them over fixtures. */
export const SOURCES: string[];
/** Each cycle as the modules around it, and the files that hide an import from the check. */
export function importCycles(cwd: string, sources?: string[]): Promise<{ cycles: string[][]; excused: string[] }>;
/** Each chain of imports from a "use client" module to a module that imports "server-only". */
export function serverOnlyInClient(cwd: string, sources?: string[]): Promise<string[][]>;

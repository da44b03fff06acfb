/** The Node options every production server runs with (package.json's config.node_options). */
export const SERVER_NODE_OPTIONS: string;
/** NODE_OPTIONS as `npm start` composes it: the server's options, then `own` (the caller's, which win), if any. */
export function serverNodeOptions(own: string | undefined): string;
/** The C library's tunables every production server runs with (package.json's config.glibc_tunables). */
export const SERVER_GLIBC_TUNABLES: string;
/** The environment `npm start` gives the server beyond `own` (the caller's): its Node options and C tunables. */
export function serverProcessEnv(own?: { NODE_OPTIONS?: string; GLIBC_TUNABLES?: string }): {
  NODE_OPTIONS: string;
  GLIBC_TUNABLES: string;
};

/** The Node options every production server runs with (package.json's config.node_options). */
export const SERVER_NODE_OPTIONS: string;
/** NODE_OPTIONS as `npm start` composes it: the server's options, then `own` (the caller's, which win). */
export function serverNodeOptions(own?: string): string;

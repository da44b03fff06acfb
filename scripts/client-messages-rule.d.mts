/** The client messages rule (client-messages-rule.mjs), typed for the tests that run it over fixtures. */
export function messagePathsOf(text: string): string[];
/** Each message a client component asks for that its page does not send, with the route and the imports to it. */
export function unsentMessages(
  cwd: string,
  sources?: string[],
): Promise<{ route: string; module: string; chain: string[]; message: string }[]>;

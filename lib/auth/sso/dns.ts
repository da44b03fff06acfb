import "server-only";
import { Resolver } from "node:dns/promises";
import { env } from "@/lib/env";

/** Answers that mean "no such record", as opposed to a resolver that could not be asked. */
const ABSENT = new Set(["ENOTFOUND", "ENODATA", "ENONAME", "NXDOMAIN"]);

/**
 * The TXT records at a name, each record's strings joined: through the system's resolver, or through the servers
 * DNS_SERVERS names (tests and air-gapped hosts run their own). Throws only when the resolver could not answer.
 */
export async function txtRecords(name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (env.DNS_SERVERS.length > 0) resolver.setServers(env.DNS_SERVERS);
  try {
    return (await resolver.resolveTxt(name)).map((parts) => parts.join(""));
  } catch (error) {
    if (ABSENT.has((error as { code?: string }).code ?? "")) return [];
    throw error;
  }
}

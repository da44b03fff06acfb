import "server-only";
import { clientAddressDeclared } from "@/lib/auth/server/client-address";
import { mailTransportProblem } from "@/lib/email/delivery";
import { DEV_SERVER_FLAG, env } from "@/lib/env";

/**
 * What a production server (`next start`) checks before it serves anything. Development conveniences (a secret
 * published in the repository, no rate limits, the outbox page) belong to `npm run dev` alone, so settings that
 * would ask for them stop the start rather than be half-obeyed.
 */
export function productionStartRefusals(): string[] {
  const refusals: string[] = [];
  if (!env.BETTER_AUTH_SECRET) refusals.push("BETTER_AUTH_SECRET: required in production (at least 32 characters)");
  const mail = mailTransportProblem();
  if (mail) refusals.push(mail);
  if (env.NODE_ENV !== "production")
    refusals.push(`NODE_ENV: "${env.NODE_ENV}" on a production server; unset it or set "production" (development runs with npm run dev)`);
  if (process.env[DEV_SERVER_FLAG])
    refusals.push(`${DEV_SERVER_FLAG}: set only by npm run dev; remove it from the production server's environment`);
  return refusals;
}

export function productionStartWarnings(): string[] {
  const warnings: string[] = [];
  if (!clientAddressDeclared) {
    warnings.push(
      [
        "WARNING: no proxy is declared, so no client address is known.",
        "  Every client shares one rate-limit budget per endpoint (the per-account sign-in throttle still holds).",
        "  Behind a proxy or a platform that sets the client's address, declare it: TRUSTED_PROXIES=<its addresses>",
        "  or CLIENT_IP_HEADER=<the header it sets> (see README, 'Client addresses').",
      ].join("\n"),
    );
  }
  if (!env.RATE_LIMIT_ENABLED)
    warnings.push("WARNING: RATE_LIMIT_ENABLED=false: sign-in, sign-up, reset and mail requests are not limited.");
  return warnings;
}

/** Run once at a production server's start (instrumentation.ts): exits naming every refusal, then warns. */
export function enforceProductionStart(): void {
  const refusals = productionStartRefusals();
  if (refusals.length) {
    console.error(`Invalid configuration, the server will not start:\n${refusals.map((r) => `  ${r}`).join("\n")}`);
    process.exit(1);
  }
  for (const warning of productionStartWarnings()) console.warn(warning);
}

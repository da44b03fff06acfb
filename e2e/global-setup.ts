import { mkdirSync, writeFileSync } from "node:fs";
import { startNextServer } from "../scripts/lib/next-server.mjs";
import { startControlServer } from "./support/control-server";
import { createFreshDatabase } from "../scripts/lib/fresh-database.mjs";
import { startMailSink } from "./support/mail-sink";
import { startOidcProvider } from "./support/oidc-provider";
import { startDnsServer } from "../tests/support/dns-server";
import { startEmulator } from "../emulator/server";
import {
  APP_PORT,
  APP_URL,
  CONTROL_PORT,
  OIDC_ISSUER,
  OIDC_PORT,
  POLAR_PORT,
  POLAR_TOKEN,
  POLAR_URL,
  POLAR_WEBHOOK_SECRET,
  SMTP_PORT,
} from "./support/ports";
import { OPERATOR_EMAILS } from "./support/operators";

/**
 * The whole stack of one run: a fresh Postgres database, a real SMTP sink, a local OpenID Connect provider, a DNS
 * server answering the TXT records the tests publish (SSO domains), and the production build of the app wired to them. Expects `next build` to have run.
 */
export default async function globalSetup() {
  const database = await createFreshDatabase("e2e");
  // The workers inherit it (e2e/support/database.ts): a test may make a session look old, as time would.
  process.env.E2E_DATABASE_URL = database.url;
  const sink = await startMailSink(SMTP_PORT);
  const oidc = await startOidcProvider(OIDC_PORT);
  const serverLog = { chunks: [] as string[] };
  const dns = await startDnsServer();
  const control = await startControlServer(CONTROL_PORT, sink.mails, oidc.state, serverLog, dns);
  // The local Polar, sending its webhooks to the app as Polar would.
  const polar = await startEmulator({ port: POLAR_PORT, dataDir: ":memory:", accessToken: POLAR_TOKEN, selfCheck: true, retryBaseMs: 500 });
  await fetch(`${POLAR_URL}/__emulator/webhook-endpoint`, {
    method: "POST",
    headers: { authorization: `Bearer ${POLAR_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ url: `${APP_URL}/api/webhooks/polar`, secret: POLAR_WEBHOOK_SECRET }),
  });
  const app = await startNextServer(APP_PORT, {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: "e2e-secret-8c1f0a7e5b3d4f2a9e6c1b7d3a5f0e2c",
    BETTER_AUTH_URL: APP_URL,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: "Accounts <no-reply@example.com>",
    OIDC_ISSUER,
    OIDC_CLIENT_ID: "e2e-client",
    OIDC_CLIENT_SECRET: "e2e-client-secret",
    OIDC_NAME: "Local OIDC",
    // SSO connections (e2e/sso-setup.spec.ts): domains are proven through the tests' DNS server, and an organization's
    // OpenID Connect provider may be the local one, a loopback address refused unless its origin is trusted. It
    // announces itself as http://localhost:<port> in its discovery document, the issuer an owner enters.
    DNS_SERVERS: dns.address,
    TRUSTED_ORIGINS: `http://localhost:${OIDC_PORT}`,
    RATE_LIMIT_MAX: "1000",
    // Next.js's server fills x-forwarded-for with the connection's address when no proxy did, as a proxy
    // would: the sessions list shows where each browser (or a test's forwarded address) signed in from.
    CLIENT_IP_HEADER: "x-forwarded-for",
    POLAR_ACCESS_TOKEN: POLAR_TOKEN,
    POLAR_SERVER_URL: POLAR_URL,
    POLAR_WEBHOOK_SECRET,
    // The console's operators (e2e/admin-console.spec.ts): made operators when they verify their address.
    ADMIN_EMAILS: OPERATOR_EMAILS.join(","),
  });
  serverLog.chunks = app.log;
  return async () => {
    await app.stop();
    // The server's output, for reading after a failed run.
    mkdirSync("test-results", { recursive: true });
    writeFileSync("test-results/app.log", app.log.join(""));
    await polar.close();
    await control.close();
    await dns.close();
    await oidc.close();
    await sink.close();
    await database.drop();
  };
}

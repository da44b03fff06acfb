/**
 * `npm run admin:grant -- someone@example.com [other@example.com …]`: makes these users operators of the
 * console at /admin. The user must have signed up. Never point it at a PGlite folder that a running server has
 * open (stop the server, or set ADMIN_EMAILS instead, which the server applies at its start).
 */
import { closeDb, configureDatabase } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { grantOperators } from "@/lib/admin/operators";
import { env } from "@/lib/env";

const emails = process.argv.slice(2).filter((a) => a !== "--");
if (emails.length === 0) {
  console.error("Usage: npm run admin:grant -- someone@example.com [other@example.com …]");
  process.exit(2);
}
configureDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
await ensureMigrated();
const results = await grantOperators(emails, "script", false);
const said = {
  granted: "is now an operator",
  already: "was already an operator",
  unknown: "has no account (sign up first)",
  unverified: "has not verified the address",
};
for (const { email, outcome } of results) console.log(`${email}: ${said[outcome]}`);
await closeDb();
process.exit(results.some((r) => r.outcome === "unknown") ? 1 : 0);

#!/usr/bin/env node
/**
 * Part of `npm run lint`: fails on an import cycle, on a "use client" module that reaches a "server-only" one
 * (scripts/import-rules.mjs says why each matters), or on a client component asking for a message its page does
 * not send (scripts/client-messages-rule.mjs). Takes the folder to check, the project's root by default.
 */
import path from "node:path";
import { unsentMessages } from "./client-messages-rule.mjs";
import { importCycles, serverOnlyInClient } from "./import-rules.mjs";

const cwd = path.resolve(process.argv[2] ?? ".");
const { cycles, excused } = await importCycles(cwd);
const clientReaches = await serverOnlyInClient(cwd);
const unsent = await unsentMessages(cwd);

for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(" -> ")}`);
for (const file of excused) console.error(`${file}: an ignore comment hides an import from the cycle check; remove the cycle instead`);
for (const chain of clientReaches) console.error(`client module reaches a server-only module: ${chain.join(" -> ")}`);
for (const { message, chain } of unsent) console.error(`message not sent to the browser: ${message}, asked for by ${chain.join(" -> ")}`);

const problems = cycles.length + excused.length + clientReaches.length + unsent.length;
if (problems) {
  console.error(`${problems} import problem${problems === 1 ? "" : "s"}`);
  process.exit(1);
}
console.log("imports: no cycles, no server-only module in a client bundle, every client message sent");

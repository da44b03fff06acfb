import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { JsonReply } from "../support/json";
import { api, emulatorForFile, TOKEN } from "./support";

/**
 * Walks every operation of Polar's 2026-04 document and calls it once, with made-up ids and an empty body:
 * whatever the answer (a 404 for the unknown id, a 422 for the empty body), it must come from the operation,
 * never from the router ("Not Found" for an unknown path, 405 for an unknown method), and never be a 500.
 */
type Doc = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };
const doc = JSON.parse(readFileSync("emulator/openapi/polar-2026-04.json", "utf8")) as Doc;
const METHODS = ["get", "post", "put", "patch", "delete"];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((m) => METHODS.includes(m))
    .map((method) => ({ method: method.toUpperCase(), path, op: item[method] })),
);
const ctx = emulatorForFile();

describe("coverage of Polar's API document", () => {
  it("answers every operation from the operation itself", async () => {
    const customer = await api(ctx.emu, "POST", "/v1/customers/", { email: "coverage@example.com" });
    const session = await api(ctx.emu, "POST", "/v1/customer-sessions/", { customer_id: customer.body.id });
    const missing: string[] = [];
    for (const { method, path, op } of operations) {
      const url = path.replace(/\{(\w+)\}/g, () => "00000000-0000-4000-8000-000000000000");
      const portal = path.startsWith("/v1/customer-portal/");
      const form = op.requestBody?.content["application/x-www-form-urlencoded"];
      const body = op.requestBody?.content["application/json"] ? {} : undefined;
      const headers: Record<string, string> = {};
      const token = portal ? session.body.token : TOKEN;
      if (!form) headers.authorization = `Bearer ${token}`;
      if (form || body) headers["content-type"] = form ? "application/x-www-form-urlencoded" : "application/json";
      const res = await fetch(`${ctx.emu.url}${url}`, { method, headers, body: form ? "" : body && JSON.stringify(body) });
      const text = await res.text();
      const reply = {
        status: res.status,
        body: (res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null) as JsonReply,
      };
      const routing = reply.status === 405 || (reply.status === 404 && reply.body?.detail === "Not Found" && !reply.body?.error);
      if (routing || reply.status >= 500) missing.push(`${method} ${path} → ${reply.status}`);
    }
    console.log(`coverage: ${operations.length - missing.length} of ${operations.length} operations answer`);
    expect(missing).toEqual([]);
  });
});

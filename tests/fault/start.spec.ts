import { describe, expect, it } from "vitest";
import { appServer, BASE_PORT } from "./processes";

/** A production start without a mail server stops, unless the outbox is accepted on purpose. */
describe("production start without SMTP_URL", () => {
  it("stops with a message naming SMTP_URL and MAIL_OUTBOX", async () => {
    const app = appServer(BASE_PORT + 3, { PGLITE_DIR: "memory://", DATABASE_URL: "" });
    await expect(app.start()).rejects.toThrow(/SMTP_URL: required in production \(or set MAIL_OUTBOX=accept/);
  });

  it("starts with MAIL_OUTBOX=accept", async () => {
    const app = appServer(BASE_PORT + 3, { PGLITE_DIR: "memory://", DATABASE_URL: "", MAIL_OUTBOX: "accept" });
    await app.start();
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    await app.stop();
  });
});

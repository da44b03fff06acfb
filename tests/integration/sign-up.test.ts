import { describe, expect, it } from "vitest";
import { lastMailTo, TestClient, uniqueEmail } from "../support/client";

describe("sign-up and verification", () => {
  it("stores the e-mail lower-cased, mails a verification link and refuses sign-in until verified", async () => {
    const client = new TestClient();
    const email = uniqueEmail("Mixed").replace("mixed", "MiXeD");
    const res = await client.post("/sign-up/email", { email, password: "password-123", name: "Ann" });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email.toLowerCase());
    expect(res.body.token).toBeNull();

    const blocked = await client.post("/sign-in/email", { email, password: "password-123" });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe("Email not verified");

    const mail = await lastMailTo(email);
    expect(mail.subject).toBe("Verify your e-mail address");
    expect(mail.html).toContain("<a href=");
    const verified = await client.get(mail.link!);
    expect(verified.status).toBe(302);

    const signIn = await client.post("/sign-in/email", { email, password: "password-123" });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.emailVerified).toBe(true);
  });

  it("answers bad input with the messages clients expect", async () => {
    const client = new TestClient();
    expect((await client.post("/sign-up/email", { email: "nope", password: "password-123", name: "A" })).body.message).toBe(
      "Invalid email",
    );
    expect((await client.post("/sign-up/email", { email: uniqueEmail(), password: "short", name: "A" })).body.message).toBe(
      "Password too short",
    );
    expect((await client.post("/sign-up/email", { email: uniqueEmail(), password: "x".repeat(129), name: "A" })).body.message).toBe(
      "Password too long",
    );
    const malformed = await client.post("/sign-up/email", "{not json");
    expect(malformed.status).toBe(400);
  });
});

import * as OTPAuth from "otpauth";
import { expect } from "vitest";
import { mailDrained } from "@/lib/email/transport";
import { verifiedUser, type TestClient } from "./client";

/** The authenticator app of a test: codes computed from the secret the setup's QR code carries. */
export class Authenticator {
  private readonly totp: OTPAuth.TOTP;
  constructor(totpURI: string) {
    this.totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  }

  /** The code of the 30-second step `steps` away from now (the server takes one step either side). */
  code(steps = 0): string {
    return this.totp.generate({ timestamp: Date.now() + steps * 30_000 });
  }
}

/** Turns two-step sign-in on for a signed-in client, as the security settings do: password, QR code, a first code. */
export async function turnOnTwoFactor(client: TestClient, password: string) {
  const enabled = await client.post("/two-factor/enable", { password });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  const app = new Authenticator(enabled.body.totpURI);
  // This step's code: the server takes it even when the request crosses into the next step (the step before it
  // would then be two behind and refused). Sign-ins later use the next step's code, never the same one.
  const confirmed = await client.post("/two-factor/verify-totp", { code: app.code() });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  // The mail saying it was turned on is delivered before a test counts the mails that follow.
  await mailDrained();
  return { app, backupCodes: enabled.body.backupCodes as string[] };
}

/** A user with two-step sign-in on, signed in on their client, with their authenticator and backup codes. */
export async function userWithTwoFactor() {
  const user = await verifiedUser();
  const { app, backupCodes } = await turnOnTwoFactor(user.client, user.password);
  return { ...user, app, backupCodes };
}

import "server-only";
import { twoFactor } from "better-auth/plugins";
import { sendAuthMail } from "@/lib/auth/server/mail";
import { baseURL } from "@/lib/env";
import { twoFactorAbusePlugin } from "./abuse";
import { secondStepEverywherePlugin } from "./every-path";
import { twoFactorMailsPlugin } from "./mails";

/** How long an e-mailed code works, in minutes. */
export const EMAIL_CODE_MINUTES = 5;

/**
 * Two-step sign-in: better-auth's two-factor plugin (an authenticator app, 10 backup codes stored encrypted, codes
 * by e-mail through the mail queue, the account locked for 15 minutes after 10 wrong codes, "trust this device"
 * for 30 days), and what the app adds where it stops: the second step on every way in, a code good only once,
 * the owner told by mail of a lock and of the second step turned off, and trusted devices forgotten when every
 * session ends or the password changes.
 */
export function twoFactorPlugins() {
  return [
    twoFactorAbusePlugin(), // first: a replayed code is refused before the plugin checks it
    twoFactor({
      issuer: "Accounts",
      // A person without a password (magic link, a provider, passkeys) turns it on and off too: the plugin then
      // asks for no password, and the fresh-verification plugin asks them to confirm it's them instead.
      allowPasswordless: true,
      backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
      otpOptions: {
        period: EMAIL_CODE_MINUTES,
        storeOTP: "hashed",
        sendOTP: async ({ user, otp }, ctx) =>
          sendAuthMail("twoFactorCode", user, `${baseURL}/two-factor`, ctx?.request, { code: otp, minutes: String(EMAIL_CODE_MINUTES) }),
      },
    }),
    secondStepEverywherePlugin(),
    twoFactorMailsPlugin(),
  ];
}

"use client";
import { post } from "@/lib/auth/browser/public-client";

/**
 * The account changes that check a password or mail a link, sent by the browser to /api/auth, where the
 * per-address rate limits apply (lib/auth/server/rate-limit.ts); the rest are server actions (./actions.ts). Plain
 * fetch calls: better-auth's own client would add about 13 KB of gzip to the settings pages for three calls.
 */
export const accountAuth = {
  changeEmail: post("/change-email"),
  changePassword: post("/change-password"),
  deleteUser: post("/delete-user"),
  twoFactor: {
    enable: post("/two-factor/enable"),
    verifyTotp: post("/two-factor/verify-totp"),
    disable: post("/two-factor/disable"),
    generateBackupCodes: post("/two-factor/generate-backup-codes"),
  },
};

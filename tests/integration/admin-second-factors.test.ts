import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { auditLog, twoFactor } from "@/db/schema";
import { grantOperators } from "@/lib/admin/operators";
import { resetSecondFactorsAction } from "@/lib/admin/second-factor-actions";
import { secondFactorsOf } from "@/lib/auth/two-factor/reset";
import { mailCount, nextMailTo } from "../support/accounts";
import { TestClient, verifiedUser } from "../support/client";
import { actAs } from "../support/next-request";
import { turnOnTwoFactor } from "../support/two-factor";

vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

describe("an operator resets a user's second factors", () => {
  it("removes the authenticator app, audits it and mails the user; the password alone signs in again", async () => {
    const operator = await verifiedUser();
    await grantOperators([operator.email], "script", false);
    const person = await verifiedUser();
    await turnOnTwoFactor(person.client, person.password);
    expect(await secondFactorsOf(person.user.id)).toEqual({ authenticator: true, passkeys: 0 });

    // Nobody but an operator may.
    actAs(person.client);
    expect(await resetSecondFactorsAction({ userId: person.user.id })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect((await secondFactorsOf(person.user.id)).authenticator).toBe(true);

    const before = await mailCount(person.email);
    actAs(operator.client);
    expect(await resetSecondFactorsAction({ userId: person.user.id })).toEqual({ ok: true });
    expect(await secondFactorsOf(person.user.id)).toEqual({ authenticator: false, passkeys: 0 });
    expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, person.user.id))).toEqual([]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, person.user.id), eq(auditLog.action, "user.reset_second_factors")))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({ actorId: operator.user.id, data: { authenticator: true, passkeys: 0 } });
    expect((await nextMailTo(person.email, before)).subject).toBe("Your second factors were reset");

    const signIn = await new TestClient().post("/sign-in/email", { email: person.email, password: person.password });
    expect(signIn.body.twoFactorRedirect).toBeUndefined();
    expect(signIn.body.token).toBeTruthy();
  });
});

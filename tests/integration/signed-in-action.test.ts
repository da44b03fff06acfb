import { describe, expect, it, vi } from "vitest";
import { revokeSessionAction } from "@/lib/account/actions";
import { verifiedUser } from "../support/client";
import { actAs } from "../support/next-request";

vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

// The signed-in kind of action (lib/action.ts), on which the console's operator actions are built: the guard's
// refusal first, then the input's, then the action's own, each explained in the user's language.
describe("a signed-in action", () => {
  it("refuses a signed-out caller before looking at the input", async () => {
    actAs(null);
    expect(await revokeSessionAction({ id: "" })).toEqual({ ok: false, code: "UNAUTHORIZED", message: "Please sign in first" });
  });

  it("refuses bad input, then answers the action's own refusal, for a signed-in user", async () => {
    const signed = await verifiedUser();
    actAs(signed.client);
    expect(await revokeSessionAction({ id: "" })).toEqual({
      ok: false,
      code: "VALIDATION_ERROR",
      message: "Some fields are missing or not valid.",
    });
    expect(await revokeSessionAction({ id: "no-such-session" })).toEqual({
      ok: false,
      code: "SESSION_NOT_FOUND",
      message: "Session not found",
    });
  });
});

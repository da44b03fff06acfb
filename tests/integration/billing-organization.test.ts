import { vi } from "vitest";

const settings = vi.hoisted(() => {
  const port = 21_000 + Math.floor(Math.random() * 20_000);
  process.env.POLAR_ACCESS_TOKEN = "polar_oat_org_billing_test";
  process.env.POLAR_SERVER_URL = `http://127.0.0.1:${port}`;
  return { port };
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type Emulator } from "@/emulator/server";
import { startCheckout } from "@/lib/billing/checkout";
import { changeCancellation } from "@/lib/billing/subscriptions";
import { verifiedUser } from "../support/client";

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ port: settings.port, dataDir: ":memory:", accessToken: "polar_oat_org_billing_test", selfCheck: true });
});
afterAll(async () => {
  await emu.close();
  delete process.env.POLAR_ACCESS_TOKEN;
  delete process.env.POLAR_SERVER_URL;
});

const pro = () => emu.store.state.products.find((p) => p.name === "Pro monthly")!.id;

async function organizationWithMember() {
  const owner = await verifiedUser();
  const created = await owner.client.post("/organization/create", { name: "Guarded", slug: `guarded-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}` });
  const plain = await verifiedUser();
  const invited = await owner.client.post("/organization/invite-member", { email: plain.email, role: "member", organizationId: created.body.id });
  await plain.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
  const outsider = await verifiedUser();
  return { owner, plain, outsider, orgId: created.body.id as string };
}

const person = (p: { user: { id: string; email: string } }) => ({ id: p.user.id, email: p.user.email, name: "Test" });

describe("organization billing is guarded by our own membership check", () => {
  it("an owner may buy for the organization; a plain member and an outsider may not, and no checkout is made", async () => {
    const { owner, plain, outsider, orgId } = await organizationWithMember();
    const before = emu.store.state.checkouts.length;
    expect(await startCheckout(person(plain), { productId: pro(), organizationId: orgId })).toEqual({ ok: false, code: "NOT_ALLOWED" });
    expect(await startCheckout(person(outsider), { productId: pro(), organizationId: orgId })).toEqual({ ok: false, code: "NOT_ALLOWED" });
    expect(emu.store.state.checkouts.length).toBe(before);
    const bought = await startCheckout(person(owner), { productId: pro(), organizationId: orgId });
    expect(bought.ok).toBe(true);
    expect(emu.store.state.checkouts.at(-1)!.metadata).toMatchObject({ referenceId: orgId, purchasedBy: owner.user.id });
  });

  it("refuses a foreign product id and a tampered amount", async () => {
    const { owner } = await organizationWithMember();
    expect(await startCheckout(person(owner), { productId: "00000000-0000-4000-8000-000000000000" })).toEqual({ ok: false, code: "UNKNOWN_PLAN" });
    const pwyw = emu.store.state.products.find((p) => p.name === "Support the project")!.id;
    expect(await startCheckout(person(owner), { productId: pwyw, amount: 1 })).toEqual({ ok: false, code: "INVALID_AMOUNT" });
    expect(await startCheckout(person(owner), { productId: pro(), amount: 100 })).toEqual({ ok: false, code: "INVALID_AMOUNT" });
    expect((await startCheckout(person(owner), { productId: pwyw, amount: 2500 })).ok).toBe(true);
  });

  it("nobody may cancel a subscription that is not theirs nor their organization's", async () => {
    const { outsider } = await organizationWithMember();
    const result = await changeCancellation(outsider.user.id, "00000000-0000-4000-8000-000000000000", { cancel: false });
    expect(result).toEqual({ ok: false, code: "NOT_FOUND" });
  });
});

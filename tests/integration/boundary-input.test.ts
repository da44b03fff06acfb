import { beforeAll, describe, expect, it } from "vitest";
import { GET as ordersGET } from "@/app/api/billing/orders/route";
import { GET as checkoutGET } from "@/app/api/billing/checkouts/[id]/route";
import { auth } from "@/lib/auth/server/auth";
import { BASE, TestClient, verifiedUser } from "../support/client";

type User = Awaited<ReturnType<typeof verifiedUser>>;
const NUL = "\u0000";

function expectRefused(res: { status: number; body: { code?: string; message?: string } }) {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe("VALIDATION_ERROR");
  expect(typeof res.body.message).toBe("string");
}

describe("input is validated at the boundary, before the database", () => {
  let user: User;
  beforeAll(async () => {
    user = await verifiedUser();
  });

  const listedGets = [
    "/magic-link/verify?token=%00",
    "/verify-email?token=%00",
    "/delete-user/callback?token=%00",
    "/reset-password/%00",
    "/organization/get-full-organization?organizationId=%00",
    "/organization/list-invitations?organizationId=%00",
    "/organization/list-teams?organizationId=%00",
    "/organization/list-members?organizationId=%00",
    "/organization/get-invitation?id=%00",
    "/organization/get-invitation?id=%C0%AF", // an overlong encoding: not UTF-8
    "/organization/get-invitation?id=%E0%A4%A", // a broken escape
    "/organization/get-invitation?id=" + "a".repeat(200), // longer than any id
  ];
  for (const path of listedGets) {
    it(`GET ${path.slice(0, 60)} answers 400 signed in and out`, async () => {
      expectRefused(await new TestClient().get(path));
      expectRefused(await user.client.get(path));
    });
  }

  const listedPosts: [string, Record<string, unknown>][] = [
    ["/reset-password", { token: `abc${NUL}def`, newPassword: "a-new-password-123" }],
    ["/organization/set-active", { organizationId: NUL }],
    ["/organization/accept-invitation", { invitationId: NUL }],
    ["/organization/reject-invitation", { invitationId: "\ud800" }], // a lone surrogate
    ["/update-user", { name: `name${NUL}` }],
    ["/sign-in/email", { email: "a@example.com", password: `x${NUL}` }],
  ];
  for (const [path, body] of listedPosts) {
    it(`POST ${path} with ${JSON.stringify(body).slice(0, 50)} answers 400`, async () => {
      expectRefused(await user.client.post(path, body));
    });
  }

  it("refuses a body that is not UTF-8", async () => {
    const raw = await (
      await import("@/app/api/auth/[...all]/route")
    ).POST(
      new Request(`${BASE}/api/auth/update-user`, {
        method: "POST",
        headers: { origin: BASE, "content-type": "application/json", cookie: user.client.cookieHeader() },
        body: new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      }),
    );
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ code: "VALIDATION_ERROR", message: "[body] Invalid UTF-8" });
  });

  it("refuses a deeply nested body on every POST endpoint, signed in and out, with 400 instead of a stack overflow", async () => {
    const deep = "[".repeat(20_000) + "]".repeat(20_000); // 40 KB, under the size limit
    const posts = Object.values(auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
      .filter((e) => e.path && !e.path.includes(":") && ([] as string[]).concat(e.options?.method ?? "GET").includes("POST"))
      .map((e) => e.path!);
    expect(posts.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const path of posts) {
      for (const client of [new TestClient(), user.client]) {
        const res = await client.post(path, deep);
        if (res.status !== 400 || res.body?.code !== "VALIDATION_ERROR")
          failures.push(`${path} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
    // Nested as deep as the limit allows, a body is still read by the endpoint as before.
    const nested = (levels: number) => JSON.stringify(Array.from({ length: levels }).reduce((inner) => ({ a: inner }), "x"));
    const inside = await user.client.post("/sign-in/email", `{"email":"a@example.com","password":"p-123456789","pad":${nested(62)}}`);
    expect(inside.status).toBe(401);
    const beyond = await user.client.post("/sign-in/email", `{"email":"a@example.com","password":"p-123456789","pad":${nested(64)}}`);
    expect(beyond.body).toMatchObject({
      code: "VALIDATION_ERROR",
      message: expect.stringMatching(/^\[body\.pad(\.a)+\] Too deeply nested/),
    });
  });

  it("billing routes refuse such ids before reading the session", async () => {
    const orders = await ordersGET(new Request(`${BASE}/api/billing/orders?organizationId=%00`));
    expect(orders.status).toBe(400);
    expect((await orders.json()).code).toBe("VALIDATION_ERROR");
    const checkout = await checkoutGET(new Request(`${BASE}/api/billing/checkouts/%00`), { params: Promise.resolve({ id: NUL }) });
    expect(checkout.status).toBe(400);
  });

  it("ordinary ids and tokens still pass", async () => {
    const res = await user.client.get("/organization/get-invitation?id=AbC123xyz_-");
    expect(res.body.code).not.toBe("VALIDATION_ERROR");
    expect((await user.client.get("/get-session")).status).toBe(200);
  });
});

/**
 * Every endpoint better-auth serves, signed in and out, with odd but well-encoded values in every field it
 * could read: none answers 5xx.
 */
describe("fuzzing every auth endpoint never yields a 5xx", () => {
  let user: User;
  beforeAll(async () => {
    user = await verifiedUser();
  });
  const FIELDS = [
    "id",
    "organizationId",
    "organizationSlug",
    "invitationId",
    "teamId",
    "memberId",
    "memberIdOrEmail",
    "userId",
    "token",
    "email",
    "newEmail",
    "password",
    "newPassword",
    "currentPassword",
    "name",
    "slug",
    "role",
    "providerId",
    "accountId",
    "callbackURL",
    "redirectTo",
    "sessionToken",
  ];
  const VALUES: unknown[] = [
    NUL,
    "x".repeat(129),
    "😀\u200b\u202e",
    "%00",
    "../../etc/passwd",
    "' OR 1=1 --",
    12,
    -1,
    1e308,
    true,
    null,
    [],
    { $ne: null },
  ];
  const endpoints = Object.values(auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
    .filter((e) => e.path && !e.path.includes(":") && e.path !== "/error")
    .map((e) => ({ path: e.path!, methods: ([] as string[]).concat(e.options?.method ?? "GET") }));

  it(`covers ${endpoints.length} endpoints`, async () => {
    const failures: string[] = [];
    for (const { path, methods } of endpoints) {
      for (const client of [new TestClient(), user.client]) {
        for (const value of VALUES) {
          const body = Object.fromEntries(FIELDS.map((f) => [f, value]));
          const query = FIELDS.map((f) => `${f}=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`).join(
            "&",
          );
          const tries = [];
          if (methods.includes("GET")) tries.push(client.get(`${path}?${query}`));
          if (methods.includes("POST")) tries.push(client.post(path, body));
          for (const res of await Promise.all(tries)) {
            // Billing is not configured in these tests: its endpoints say so with 503 BILLING_OFF.
            if (res.status >= 500 && res.body?.code !== "BILLING_OFF")
              failures.push(`${path} ${JSON.stringify(value)} → ${res.status} ${JSON.stringify(res.body)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

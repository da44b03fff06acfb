import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { user as userTable } from "@/db/schema";
import { findUser } from "../support/accounts";
import { BASE, TestClient, uniqueEmail, verifiedUser } from "../support/client";

type Kind = "string" | "boolean" | "number";
type Endpoint = {
  path: string;
  /** Every field the endpoint takes, with its type. */
  fields: Record<string, Kind>;
  /** Fields without which the request is incomplete. */
  required: string[];
  /** Needs a signed-in caller. */
  session?: boolean;
  /** Fields where null is a value (the profile picture is removed with image: null). */
  nullable?: string[];
};

const ENDPOINTS: Endpoint[] = [
  {
    path: "/sign-up/email",
    fields: {
      email: "string",
      password: "string",
      name: "string",
      callbackURL: "string",
      image: "string",
      locale: "number",
      rememberMe: "boolean",
    },
    required: ["email", "password", "name"],
  },
  {
    path: "/sign-in/email",
    fields: { email: "string", password: "string", callbackURL: "string", rememberMe: "boolean" },
    required: ["email", "password"],
  },
  {
    path: "/sign-in/magic-link",
    fields: { email: "string", name: "string", callbackURL: "string", newUserCallbackURL: "string", errorCallbackURL: "string" },
    required: ["email"],
  },
  { path: "/request-password-reset", fields: { email: "string", redirectTo: "string" }, required: ["email"] },
  { path: "/forget-password", fields: { email: "string", redirectTo: "string" }, required: ["email"] },
  { path: "/reset-password", fields: { newPassword: "string", token: "string" }, required: ["newPassword"] },
  { path: "/send-verification-email", fields: { email: "string", callbackURL: "string" }, required: ["email"] },
  {
    path: "/change-password",
    fields: { newPassword: "string", currentPassword: "string", revokeOtherSessions: "boolean" },
    required: ["newPassword", "currentPassword"],
    session: true,
  },
  { path: "/change-email", fields: { newEmail: "string", callbackURL: "string" }, required: ["newEmail"], session: true },
  { path: "/delete-user", fields: { password: "string", token: "string", callbackURL: "string" }, required: [], session: true },
  { path: "/revoke-session", fields: { token: "string" }, required: ["token"], session: true },
  { path: "/unlink-account", fields: { providerId: "string", accountId: "string" }, required: ["providerId"], session: true },
  { path: "/update-user", fields: { name: "string", image: "string", locale: "number" }, required: [], session: true, nullable: ["image"] },
  { path: "/revoke-sessions", fields: {}, required: [], session: true },
  { path: "/revoke-other-sessions", fields: {}, required: [], session: true },
  { path: "/sign-out", fields: {}, required: [], session: true },
];

const WRONG: Record<Kind, unknown[]> = {
  string: [12345, true, { nested: "x" }, ["x"], null],
  boolean: ["yes", 1, { on: true }, null],
  number: ["three", true, { n: 3 }, [3], 3.5],
};

const HUGE = "a".repeat(100 * 1024);
/** An oversized value that stays valid in form: an address, a relative path, or just text. */
function huge(field: string) {
  if (/email/i.test(field)) return `${HUGE}@example.com`;
  if (/url|redirect/i.test(field)) return `/${HUGE}`;
  return HUGE;
}

/** A valid value per field, so that each case breaks one field only. */
function valid(field: string, kind: Kind, email: string): unknown {
  if (kind === "boolean") return false;
  if (kind === "number") return 3;
  if (/email/i.test(field)) return email;
  if (/url|redirect/i.test(field)) return "/";
  if (/password/i.test(field)) return "a-valid-password-1";
  if (field === "providerId") return "github";
  if (field === "image") return "https://example.com/a.png";
  return "value";
}

function validBody(e: Endpoint, email: string) {
  return Object.fromEntries(Object.entries(e.fields).map(([f, k]) => [f, valid(f, k, email)]));
}

/** Sends a raw body; `undefined` sends no body and no content type at all. */
async function raw(client: TestClient, path: string, body: string | undefined, contentType = "application/json") {
  return client.request("POST", path, body, body === undefined ? {} : { "content-type": contentType });
}

/** A refusal: 413 for a body over the size limit, 400 (a validation error) for anything else. */
function expectRefused(res: { status: number; body: unknown }, status: 400 | 413, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(status);
}

describe("bad input never gives a 500", () => {
  for (const e of ENDPOINTS) {
    it(`POST ${e.path}`, async () => {
      const owner = e.session ? await verifiedUser() : undefined;
      const client = owner?.client ?? new TestClient();
      const email = owner?.email ?? uniqueEmail("bad-input");
      const cases: { label: string; send: () => ReturnType<typeof raw>; mustRefuse: boolean; tooLarge?: true }[] = [];
      const hasRequired = e.required.length > 0;

      cases.push({ label: "malformed JSON", send: () => raw(client, e.path, "{not json"), mustRefuse: true });
      cases.push({ label: "truncated JSON", send: () => raw(client, e.path, '{"email": "a@b.c"'), mustRefuse: true });
      cases.push({
        label: "form-encoded body",
        send: () => raw(client, e.path, "email=a%40b.c", "application/x-www-form-urlencoded"),
        mustRefuse: hasRequired,
      });
      for (const body of ["[]", '"text"', "42"]) {
        // A body that is not an object: endpoints that take fields must refuse it.
        cases.push({ label: `JSON ${body}`, send: () => raw(client, e.path, body), mustRefuse: Object.keys(e.fields).length > 0 });
      }
      // JSON null is read as no body: refused where fields are required, a body-less call elsewhere.
      cases.push({ label: "JSON null", send: () => raw(client, e.path, "null"), mustRefuse: hasRequired });
      if (hasRequired) {
        cases.push({ label: "no body", send: () => raw(client, e.path, undefined), mustRefuse: true });
        cases.push({ label: "empty object", send: () => raw(client, e.path, "{}"), mustRefuse: true });
        for (const field of e.required) {
          const body = validBody(e, email);
          delete body[field];
          cases.push({ label: `without ${field}`, send: () => raw(client, e.path, JSON.stringify(body)), mustRefuse: true });
        }
      }
      for (const [field, kind] of Object.entries(e.fields)) {
        for (const wrong of WRONG[kind].filter((w) => !(w === null && e.nullable?.includes(field)))) {
          const body = { ...validBody(e, email), [field]: wrong };
          cases.push({
            label: `${field}=${JSON.stringify(wrong)}`,
            send: () => raw(client, e.path, JSON.stringify(body)),
            mustRefuse: true,
          });
        }
        if (kind === "string") {
          const body = { ...validBody(e, email), [field]: huge(field) };
          cases.push({
            label: `${field} of 100 KB`,
            send: () => raw(client, e.path, JSON.stringify(body)),
            mustRefuse: true,
            tooLarge: true,
          });
        }
      }
      cases.push({
        label: "unknown 100 KB field",
        send: () => raw(client, e.path, JSON.stringify({ ...validBody(e, email), junk: HUGE })),
        mustRefuse: true,
        tooLarge: true,
      });

      for (const c of cases.filter((c) => c.mustRefuse)) expectRefused(await c.send(), c.tooLarge ? 413 : 400, `${e.path} ${c.label}`);
      // Every case was refused for its input, not for a session that one of them ended.
      if (owner) {
        expect((await client.get("/get-session?disableCookieCache=true")).body?.user.id, `${e.path} kept the session`).toBe(owner.user.id);
        expect(await findUser(owner.user.id)).toBeDefined();
      }
      // Bodies an endpoint without fields may ignore: answered either way, but never with a 500.
      for (const c of cases.filter((c) => !c.mustRefuse)) expect((await c.send()).status, `${e.path} ${c.label}`).toBeLessThan(500);
    });
  }
});

describe("request size", () => {
  it("refuses a body over 64 KB with 413 before reading it all, and accepts one just under", async () => {
    const client = new TestClient();
    const big = await client.post("/sign-in/email", { email: uniqueEmail(), password: "a-valid-password-1", pad: "p".repeat(65 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ code: "VALIDATION_ERROR", message: "Request body too large" });

    const under = await client.post("/sign-in/email", { email: uniqueEmail(), password: "a-valid-password-1", pad: "p".repeat(60 * 1024) });
    expect(under.status).toBe(401); // read and answered: unknown user

    // A streamed body of unknown length: refused once 64 KB have arrived, the rest is never pulled.
    let pulled = 0;
    const chunk = new TextEncoder().encode(`"${"s".repeat(16 * 1024)}",`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(pulled === 1 ? new TextEncoder().encode('{"pad":[') : chunk);
        if (pulled > 1000) controller.close();
      },
    });
    const { POST } = await import("@/app/api/auth/[...all]/route");
    const res = await POST(
      new Request(`${BASE}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(20);
  });
});

describe("field limits", () => {
  it("refuses a name or an image URL longer than the forms allow, on sign-up and update", async () => {
    const client = new TestClient();
    const longName = await client.post("/sign-up/email", { email: uniqueEmail(), password: "a-valid-password-1", name: "n".repeat(201) });
    expect(longName.status).toBe(400);
    expect(longName.body.code).toBe("VALIDATION_ERROR");
    const fine = await client.post("/sign-up/email", { email: uniqueEmail(), password: "a-valid-password-1", name: "n".repeat(200) });
    expect(fine.status).toBe(200);

    const user = await verifiedUser();
    expect((await user.client.post("/update-user", { name: "n".repeat(201) })).status).toBe(400);
    expect((await user.client.post("/update-user", { image: `https://example.com/${"i".repeat(2000)}` })).status).toBe(400);
    // A picture is an http(s) address or an inline image, as the profile form allows.
    for (const image of ["javascript:alert(1)", "data:text/html;base64,PGI+", "face.png"]) {
      const refused = await user.client.post("/update-user", { image });
      expect(refused.status, image).toBe(400);
      expect(refused.body.message).toMatch(/^\[body\.image\] /);
    }
    expect((await findUser(user.user.id))!.image).toBeNull();
    expect((await user.client.post("/update-user", { image: "data:image/webp;base64,UklGRg==" })).status).toBe(200);
    expect((await user.client.post("/update-user", { name: "Renamed" })).status).toBe(200);
    expect(await findUser(user.user.id)).toMatchObject({ name: "Renamed" });
  });

  it("does not let a user set the fields the server keeps", async () => {
    const user = await verifiedUser();
    await db.update(userTable).set({ emailVerified: false }).where(eq(userTable.id, user.user.id));
    const verify = await user.client.post("/update-user", { emailVerified: true, name: "Sneaky" });
    expect(verify.status).toBe(200);
    expect(await findUser(user.user.id)).toMatchObject({ emailVerified: false });
    const email = await user.client.post("/update-user", { email: uniqueEmail() });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe("Couldn't update your email");
    const internal = await user.client.post("/update-user", { lastOrganizationId: "someone-elses-org" });
    expect(internal.status).toBe(400);
    expect((await findUser(user.user.id))!.lastOrganizationId).toBeNull();
  });
});

describe("the user's language", () => {
  const VALID = [0, 1, 3, 4, 6, 15, 16, 82];

  it("is refused on sign-up unless it is one of the eight codes", async () => {
    for (const locale of [2, 5, 83, -1, 3.5, "de", "3"]) {
      const res = await new TestClient().post("/sign-up/email", {
        email: uniqueEmail(),
        password: "a-valid-password-1",
        name: "L",
        locale,
      });
      expect(res.status, `locale ${JSON.stringify(locale)}`).toBe(400);
      expect(res.body.code).toBe("INVALID_LOCALE");
    }
    const ok = await new TestClient().post("/sign-up/email", {
      email: uniqueEmail(),
      password: "a-valid-password-1",
      name: "L",
      locale: 6,
    });
    expect(ok.status).toBe(200);
    expect(await findUser(ok.body.user.id)).toMatchObject({ locale: 6 });
  });

  it("taken from the request at sign-up, survives hostile or broken language hints", async () => {
    const hints: Record<string, string>[] = [
      { "accept-language": "constructor" },
      { "accept-language": "__proto__, toString;q=0.9" },
      { cookie: "NEXT_LOCALE=toString" },
      { cookie: "NEXT_LOCALE=%E0%A4%A" }, // not decodable
      { "x-lang": "hasOwnProperty" },
    ];
    for (const headers of hints) {
      const res = await new TestClient(headers).post("/sign-up/email", { email: uniqueEmail(), password: "a-valid-password-1", name: "H" });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect((await findUser(res.body.user.id))!.locale, JSON.stringify(headers)).toBe(3);
    }
    const german = await new TestClient({ "accept-language": "de-CH, en;q=0.5" }).post("/sign-up/email", {
      email: uniqueEmail(),
      password: "a-valid-password-1",
      name: "G",
    });
    expect((await findUser(german.body.user.id))!.locale).toBe(6);
  });

  it("is stored by /update-user for each valid code and refused otherwise", async () => {
    const user = await verifiedUser();
    for (const locale of VALID) {
      const res = await user.client.post("/update-user", { locale });
      expect(res.status, `locale ${locale}`).toBe(200);
      expect((await findUser(user.user.id))!.locale).toBe(locale);
    }
    for (const locale of [2, 7, 100, "fr", 16.5]) {
      const res = await user.client.post("/update-user", { locale });
      expect(res.status, `locale ${JSON.stringify(locale)}`).toBe(400);
      expect(res.body.message).toBe("Invalid language");
    }
    expect((await findUser(user.user.id))!.locale).toBe(82);
  });
});

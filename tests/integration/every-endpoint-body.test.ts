import { beforeAll, describe, expect, it } from "vitest";
import { auth } from "@/lib/auth/server/auth";
import { verifiedUser } from "../support/client";

/** better-call's endpoint: a function that carries its path and options. */
type Endpoint = ((...args: never[]) => unknown) & { path?: string; options?: { method?: string | string[]; body?: unknown } };

/**
 * Every POST endpoint the auth server has (better-auth's, its plugins', ours) that takes a JSON body, listed from
 * the server itself so that a plugin added later is covered too.
 */
function endpointsWithBody(): string[] {
  const paths = new Set<string>();
  for (const endpoint of Object.values(auth.api as unknown as Record<string, Endpoint | undefined>)) {
    if (typeof endpoint !== "function" || !endpoint.path || !endpoint.options?.body) continue;
    const methods = ([] as string[]).concat(endpoint.options.method ?? "GET");
    if (methods.includes("POST") && !endpoint.path.includes(":")) paths.add(endpoint.path);
  }
  return [...paths].sort();
}

/** No body, and JSON that parses but is not the object every body schema wants. */
const NOT_AN_OBJECT = [undefined, "null", '"x"', "0", "[]", '["name"]', "true"];

/**
 * Endpoints that end the caller's session or account when the body is empty (a fresh session deletes its account at
 * once): sent last, each by a user of its own, so every other endpoint is called signed in.
 */
const ENDS_THE_SESSION = new Set(["/delete-user", "/sign-out", "/revoke-sessions", "/revoke-other-sessions"]);

describe("a missing body, or a JSON body that is not an object", () => {
  let user: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    user = await verifiedUser();
    await user.client.post("/organization/create", { name: "Bodies", slug: `bodies-${Date.now().toString(36)}` });
  });

  it("gets no server error from any endpoint that takes one, signed in", async () => {
    const paths = endpointsWithBody();
    // The list is the server's own: a change that emptied it would make this test pass for nothing.
    expect(paths).toEqual(expect.arrayContaining(["/sign-in/email", "/api-key/create", "/organization/create", "/two-factor/enable"]));
    const failures: string[] = [];
    const send = async (caller: typeof user, path: string) => {
      for (const body of NOT_AN_OBJECT) {
        const res = await caller.client.post(path, body);
        // A 503 that says why (billing not set up on this server) is an answer; a 500 or a bare 5xx is a failure.
        const explained = res.status === 503 && typeof res.body?.code === "string";
        if (res.status >= 500 && !explained) failures.push(`${path} ${body}: ${res.status}`);
      }
    };
    for (const path of paths.filter((p) => !ENDS_THE_SESSION.has(p))) await send(user, path);
    // Still signed in: every call above was made with a live session.
    expect((await user.client.get("/get-session?disableCookieCache=true")).body?.user?.id).toBe(user.user.id);
    for (const path of paths.filter((p) => ENDS_THE_SESSION.has(p))) await send(await verifiedUser(), path);
    expect(failures).toEqual([]);
  });
});

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

/** JSON that parses but is not the object every body schema wants. */
const NOT_AN_OBJECT = ['"x"', "0", "[]", '["name"]', "true"];

describe("a JSON body that is not an object", () => {
  let user: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    user = await verifiedUser();
    await user.client.post("/organization/create", { name: "Bodies", slug: `bodies-${Date.now().toString(36)}` });
  });

  it("is refused by every endpoint that takes a body, signed in, never with a server error", async () => {
    const paths = endpointsWithBody();
    // The list is the server's own: a change that emptied it would make this test pass for nothing.
    expect(paths).toEqual(expect.arrayContaining(["/sign-in/email", "/api-key/create", "/organization/create", "/two-factor/enable"]));
    const failures: string[] = [];
    for (const path of paths) {
      for (const body of NOT_AN_OBJECT) {
        const res = await user.client.post(path, body);
        // A 503 that says why (billing not set up on this server) is an answer; a 500 or a bare 5xx is a failure.
        const explained = res.status === 503 && typeof res.body?.code === "string";
        if (res.status >= 500 && !explained) failures.push(`${path} ${body}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

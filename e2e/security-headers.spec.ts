import { expect, takeCspViolations, test } from "./support/test";
import { APP_URL } from "./support/ports";

/** The security headers of pages and API replies, and the policy's effect in the browser. */
const PAGES = ["/", "/sign-in", "/sign-up", "/pricing", "/forgot-password", "/no-such-page"];
const TOKEN_PAGES = ["/reset-password?token=abcdefghijklmnopqrstuvwx", "/verify-email?token=abc", "/accept-invitation/abcdef"];
const API = ["/api/health", "/api/auth/ok", "/api/auth/get-session", "/api/auth/error?error=invalid_token", "/api/billing/orders"];

function expectCommon(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["referrer-policy"]).toBeTruthy();
}

test("every page carries the policy with a fresh nonce per request, on every script it renders", async ({ request }) => {
  for (const path of PAGES) {
    const [a, b] = await Promise.all([request.get(path), request.get(path)]);
    expectCommon(a.headers());
    expect(a.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    const nonce = nonceOf(a.headers()["content-security-policy"]);
    expect(nonce, path).toBeTruthy();
    expect(nonceOf(b.headers()["content-security-policy"])).not.toBe(nonce);
    expect(a.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
    expect(a.headers()["strict-transport-security"]).toBeUndefined(); // plain http here
    const html = await a.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
  }
});

test("pages whose address carries a token send no referrer", async ({ request }) => {
  for (const path of TOKEN_PAGES) {
    const res = await request.get(path);
    expectCommon(res.headers());
    expect(res.headers()["referrer-policy"], path).toBe("no-referrer");
  }
});

test("API replies carry a policy that loads nothing but our own fonts, and no referrer", async ({ request }) => {
  for (const path of API) {
    const res = await request.get(path);
    expectCommon(res.headers());
    expect(res.headers()["content-security-policy"], path).toContain("default-src 'none'");
    expect(res.headers()["referrer-policy"]).toBe("no-referrer");
  }
});

test("the auth server's error page is drawn in the app's font, Cyrillic included, within its policy", async ({ page }) => {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "ru", url: APP_URL }]);
  await page.goto("/api/auth/error?error=state_mismatch");
  await expect(page.getByRole("heading", { name: "Войти не получилось" })).toBeVisible();
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${face.family} ${face.unicodeRange}`);
  });
  expect(loaded).toContainEqual(expect.stringMatching(/^Inter U\+0-FF,/i));
  expect(loaded).toContainEqual(expect.stringMatching(/^Inter U\+301, U\+400-45F/i));
  // The font files are served with the fixed headers of the status pages, and cached.
  const font = await page.request.get("/fonts/inter-cyrillic.woff2");
  expect(font.status()).toBe(200);
  expect(font.headers()["cache-control"]).toBe("public, max-age=604800");
  expect(font.headers()["x-content-type-options"]).toBe("nosniff");
});

test("HSTS is sent when the request came over https", async ({ request }) => {
  for (const path of ["/sign-in", "/api/auth/ok"]) {
    const res = await request.get(path, { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers()["strict-transport-security"], path).toMatch(/max-age=\d{7,}/);
  }
});

test("the account settings cannot be framed by another site", async ({ page }) => {
  await page.setContent(`<iframe src="${APP_URL}/sign-in" id="f"></iframe>`);
  const frame = page.frameLocator("#f");
  await expect(frame.getByRole("button")).toHaveCount(0, { timeout: 3000 });
});

test("the watch catches a violation: an inline script without the nonce is blocked and reported", async ({ page }) => {
  await page.goto("/sign-in");
  await page
    .getByRole("button", { name: /sign in/i })
    .first()
    .waitFor();
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    // An element made by a script the page trusts would inherit trust under 'strict-dynamic'; a parsed one does not.
    document.body.insertAdjacentHTML("beforeend", '<img src="x" onerror="window.__injected = true">');
    await new Promise((r) => setTimeout(r, 300));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => takeCspViolations().length).toBeGreaterThan(0);
});

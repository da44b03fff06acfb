import { createServer, type Server } from "node:http";
import { expect, test } from "./support/test";
import en from "../messages/en.json" with { type: "json" };
import { startNextServer } from "../scripts/lib/next-server.mjs";
import { uniqueEmail } from "./support/helpers";

/**
 * The captcha in the browser: a second app server configured with Cloudflare Turnstile, a local siteverify
 * stand-in, and the provider's script replaced by a small fake with the same render/reset API (the real one
 * cannot be fetched here). Proves the forms render the widget and send its answer as x-captcha-response.
 */
const PORT = Number(process.env.E2E_CAPTCHA_APP_PORT ?? 3101);
const VERIFY_PORT = Number(process.env.E2E_CAPTCHA_VERIFY_PORT ?? 3128);
const URL = `http://localhost:${PORT}`;

const FAKE_TURNSTILE = `window.turnstile = {
  render(element, options) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "I am human";
    button.onclick = () => options.callback("good-token");
    element.appendChild(button);
    return "widget-1";
  },
  reset() {},
};`;

let verifier: Server;
let app: Awaited<ReturnType<typeof startNextServer>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  verifier = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const { response } = JSON.parse(raw) as { response: string };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: response === "good-token" }));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(VERIFY_PORT, "127.0.0.1", resolve));
  app = await startNextServer(PORT, {
    DATABASE_URL: "",
    PGLITE_DIR: "memory://",
    BETTER_AUTH_SECRET: "e2e-captcha-secret-4b2a9c7d1e5f3a8b6c0d2e4f",
    BETTER_AUTH_URL: URL,
    CAPTCHA_PROVIDER: "cloudflare-turnstile",
    CAPTCHA_SECRET_KEY: "captcha-secret",
    CAPTCHA_SITE_KEY: "captcha-site-key",
    CAPTCHA_SITE_VERIFY_URL: `http://127.0.0.1:${VERIFY_PORT}/siteverify`,
    RATE_LIMIT_MAX: "1000",
    // No mail server here: mails stay in the outbox table.
    MAIL_OUTBOX: "accept",
  });
});

test.afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => verifier?.close(resolve));
});

test("sign-up asks for the captcha and goes through once it is solved", async ({ page }) => {
  await page.route("https://challenges.cloudflare.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_TURNSTILE }),
  );
  await page.goto(`${URL}/sign-up`);
  await page.getByLabel("Name").fill("Captcha User");
  await page.getByLabel("E-mail").fill(uniqueEmail("captcha"));
  await page.getByLabel("Password", { exact: true }).fill("captcha-password-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText(en.errors.MISSING_RESPONSE);

  await page.getByRole("group", { name: "Security check" }).getByRole("button", { name: "I am human" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/check-email/);
});

test("the sign-in form sends the solved captcha too, and a refused one is explained", async ({ page }) => {
  await page.route("https://challenges.cloudflare.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_TURNSTILE }),
  );
  await page.goto(`${URL}/sign-in`);
  const form = page.getByRole("form", { name: "Password" });
  await form.getByLabel("E-mail").fill(uniqueEmail("captcha-sign-in"));
  await form.getByLabel("Password", { exact: true }).fill("captcha-password-1");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText(en.errors.MISSING_RESPONSE);
  // Solved: the server checks the answer, and only then the password (wrong here: no such account).
  await form.getByRole("group", { name: "Security check" }).getByRole("button", { name: "I am human" }).click();
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText(en.errors.INVALID_EMAIL_OR_PASSWORD);
});

test("a captcha script that cannot load is explained", async ({ page }) => {
  await page.route("https://challenges.cloudflare.com/**", (route) => route.abort());
  await page.goto(`${URL}/forgot-password`);
  await expect(page.getByRole("group", { name: "Security check" }).getByRole("alert")).toHaveText(
    "The security check could not be loaded. Check your connection and reload the page.",
  );
});

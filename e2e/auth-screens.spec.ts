import { expect, test, type Page } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { linkIn, signUpInLanguage, uniqueEmail, waitForMail } from "./support/helpers";
import { APP_URL } from "./support/ports";

/**
 * Every public account screen in each of its other states (the first is the walk's): no serious or critical axe
 * violation in its content in light and dark mode, nothing wider than a 390 px phone, and screenshots at 1280 and
 * 390 px in English and Russian, light and dark, kept under test-results/auth-screens/ for review.
 */

type Screen = { name: string; path: string };

/**
 * The states an address alone opens, by the name their screenshots take. A screen's first state (the sign-in,
 * sign-up and forgot-password forms, the check-email page after a sign-up, the reset form) is the walk's, judged
 * there the same way and more: in every language, the whole page (e2e/walk).
 */
const STATIC: Record<string, string> = {
  "sign-in-error": "/sign-in?error=INVALID_TOKEN",
  "check-email-magic-link": "/check-email?kind=magicLink&email=ada.lovelace%40example.com",
  "check-email-reset": "/check-email?kind=reset&email=ada.lovelace%40example.com",
  "reset-password-invalid": "/reset-password?error=INVALID_TOKEN",
  "reset-password-done": "/reset-password?done=1",
  "verify-email-failed": "/verify-email?error=token_expired",
  "verify-email-visit": "/verify-email",
  "accept-invitation-missing": "/accept-invitation/no-such-invitation",
  "undo-email-change-done": "/undo-email-change?done=1",
};

const THEMES = ["light", "dark"] as const;
const WIDTHS = [1280, 390] as const;

async function prefer(page: Page, theme: (typeof THEMES)[number], tag: string) {
  await page.context().addCookies([
    { name: "theme", value: theme, url: APP_URL },
    { name: "NEXT_LOCALE", value: tag, url: APP_URL },
  ]);
}

/** Axe looks at the screen's own content (the header has its own checks in shell.spec.ts). */
const MAIN = ["main"];

/** Nothing of the screen sticks out sideways, and no text leaves its box. */
async function expectNoOverflow(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll("main *")) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > window.innerWidth + 1) found.push(`${el.tagName} ends at ${Math.round(box.right)}px`);
    }
    for (const el of document.querySelectorAll("main h1, main p, main label, main button, main a")) {
      const style = getComputedStyle(el);
      if (style.display === "inline" || style.overflow !== "visible") continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName}: ${el.textContent?.slice(0, 40)}`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/** Checks and photographs one screen in every theme, width and language. */
async function walk(page: Page, screen: Screen) {
  for (const tag of ["en", "ru"]) {
    for (const theme of THEMES) {
      await prefer(page, theme, tag);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(screen.path);
        await expect(page.locator("html")).toHaveAttribute("lang", tag);
        await expect(page.locator("main h1")).toBeVisible();
        await expectNoOverflow(page);
        if (width === 1280) await expectAxeClean(page, MAIN);
        await page.screenshot({ path: `test-results/auth-screens/${screen.name}-${tag}-${theme}-${width}.png`, fullPage: true });
      }
    }
  }
}

for (const [name, path] of Object.entries(STATIC)) {
  test(`${name}: axe-clean in light and dark, fits a phone, in English and Russian`, async ({ page }) => {
    await walk(page, { name, path });
  });
}

test("the invitation screens: for a visitor, for the wrong account and once it is closed", async ({ page, browser }) => {
  await signUpInLanguage(page, uniqueEmail("inviter"), 3);
  const slug = `screens-${Date.now().toString(36)}`;
  const org = await page.request.post("/api/auth/organization/create", {
    headers: { origin: APP_URL },
    data: { name: "Screens Studio", slug },
  });
  expect(org.status()).toBe(200);
  const guest = uniqueEmail("guest");
  const invited = await page.request.post("/api/auth/organization/invite-member", {
    headers: { origin: APP_URL },
    data: { email: guest, role: "admin" },
  });
  expect(invited.status()).toBe(200);
  const link = linkIn(await waitForMail(guest));
  const path = new URL(link).pathname;

  // The inviter is signed in with another address: the wrong-account state.
  await walk(page, { name: "accept-invitation-wrong-account", path });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await walk(visitor, { name: "accept-invitation-visitor", path });

  const id = decodeURIComponent(path.split("/").pop()!);
  const cancelled = await page.request.post("/api/auth/organization/cancel-invitation", {
    headers: { origin: APP_URL },
    data: { invitationId: id },
  });
  expect(cancelled.status()).toBe(200);
  await walk(visitor, { name: "accept-invitation-closed", path });
  await visitorContext.close();
});

test("the verification result for a signed-in person", async ({ page }) => {
  await signUpInLanguage(page, uniqueEmail("verified"), 3);
  await walk(page, { name: "verify-email-success", path: "/verify-email" });
});

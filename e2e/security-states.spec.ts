import * as OTPAuth from "otpauth";
import { expect, test, type Page } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { ageSessionsOf } from "./support/database";
import { messagesOf, signUpInLanguage, uniqueEmail } from "./support/helpers";
import { layoutDefects } from "./support/walk-layout";
import { LANGUAGES } from "./support/languages";

const PASSWORD = "every-language-1";

/**
 * The walk sees each page at rest; these are the security screens' other states (two-step sign-in's password,
 * QR code and backup-code steps, the "Confirm it's you" dialog and its ways), each judged as the walk judges a
 * page: nothing running out of its box or the screen, at 1280 px in light and 390 px in dark, in every language;
 * and axe clean in both themes, in English and Russian (what axe finds, roles, names and contrast, does not
 * change with the words; the words' length is what the layout check is for).
 */
const AXE_LANGUAGES = new Set(["en", "ru"]);

async function judge(page: Page, state: string, axe: boolean) {
  for (const [width, scheme] of [
    [1280, "light"],
    [390, "dark"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    // Judged at rest: the pointer off the controls it last pressed, and a dialog opening or a toast arriving once
    // it has settled, not half-faded (a spinner's endless turning aside).
    await page.mouse.move(0, 0);
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
    );
    expect(await layoutDefects(page), `${state} at ${width} px`).toEqual([]);
    if (axe) await expectAxeClean(page, ["main", "[role=alertdialog]"]);
  }
}

for (const { tag, code } of LANGUAGES) {
  const m = messagesOf(tag);
  const t = m.twoFactor;
  test(`${tag}: two-step sign-in's steps and "Confirm it's you" fit and read in ${tag}`, async ({ page }) => {
    const axe = AXE_LANGUAGES.has(tag);
    const email = uniqueEmail(`states-${tag}`);
    await signUpInLanguage(page, email, code, PASSWORD);
    await page.goto("/settings/security");
    const card = page.locator("#two-factor");

    await card.getByRole("button", { name: t.turnOn }).click();
    await expect(card.getByText(t.passwordLead)).toBeVisible();
    await judge(page, "password step", axe);

    await card.getByLabel(m.common.password).fill(PASSWORD);
    await card.getByRole("button", { name: t.continue }).click();
    await expect(card.getByRole("img", { name: t.qrAlt })).toBeVisible();
    await judge(page, "QR code step", axe);

    const key = (await card.locator("code").textContent())!.replace(/\s+/g, "");
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30 });
    await card.getByLabel(t.codeLabel).fill(totp.generate());
    await card.getByRole("button", { name: t.confirm }).click();
    await expect(card.getByRole("list", { name: t.backupTitle }).getByRole("listitem")).toHaveCount(10);
    await judge(page, "backup codes", axe);
    await card.getByRole("button", { name: t.done }).click();
    await expect(card.getByText(t.on, { exact: true })).toBeVisible();

    const v = m.settings.verifyIdentity;
    await ageSessionsOf(email, 11 * 60);
    await page.locator("#passkeys").getByRole("button", { name: m.passkeys.add }).click();
    const dialog = page.getByRole("alertdialog", { name: v.title });
    await expect(dialog.getByText(v.passwordLead)).toBeVisible();
    await judge(page, "confirm with the password", axe);
    await dialog.getByRole("button", { name: v.useApp }).click();
    await expect(dialog.getByLabel(v.codeLabel)).toBeVisible();
    await judge(page, "confirm with the app", axe);
    await dialog.getByRole("button", { name: v.useEmail }).click();
    await dialog.getByRole("button", { name: v.send }).click();
    await expect(dialog.getByText(v.emailSentLead)).toBeVisible();
    await judge(page, "confirm with a code by e-mail", axe);
    await dialog.getByRole("button", { name: v.cancel }).click();
    await expect(dialog).toBeHidden();
  });
}

import { expect, test } from "@playwright/test";

test.use({ locale: "de-DE" });

/** The pricing page in German: German words, and amounts and intervals formatted the German way. */
test("a German visitor sees the plans in German with German amounts", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Tarife und Preise" })).toBeVisible();
  const pro = page.getByRole("article", { name: "Pro monthly" });
  await expect(pro).toContainText("15,00 $");
  await expect(pro).toContainText("pro Monat");
  await expect(pro.getByRole("link", { name: "Zum Kaufen anmelden" })).toBeVisible();
  await page.getByRole("radio", { name: "Jährlich" }).click();
  await expect(page.getByRole("article", { name: "Pro yearly" })).toContainText("150,00 $");
  await expect(page.getByRole("article", { name: "Support the project" })).toContainText("Zahlen Sie, so viel Sie möchten, von 5,00 $ bis 1.000,00 $");
});

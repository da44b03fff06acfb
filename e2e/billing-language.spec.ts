import { expect, test } from "./support/test";

test.use({ locale: "de-DE" });

/** The pricing page in German: German words, and amounts and intervals formatted the German way. */
test("a German visitor sees the plans in German with German amounts", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Tarife und Preise" })).toBeVisible();
  // Plan names and descriptions from the seller's translations (product metadata name_de, description_de).
  const pro = page.getByRole("article", { name: "Pro monatlich" });
  await expect(pro).toContainText("Alles aus Kostenlos, dazu bevorzugter Support und ein Lizenzschlüssel.");
  await expect(pro).toContainText("15 $");
  await expect(pro).toContainText("pro Monat");
  await expect(pro.getByRole("link", { name: "Zum Kaufen anmelden" })).toBeVisible();
  await page.getByRole("radio", { name: "Jährlich" }).click();
  await expect(page.getByRole("article", { name: "Pro jährlich" })).toContainText("150 $");
  await expect(page.getByRole("article", { name: "Das Projekt unterstützen" })).toContainText(
    "Zahlen Sie, so viel Sie möchten, von 5 $ bis 1.000 $",
  );
});

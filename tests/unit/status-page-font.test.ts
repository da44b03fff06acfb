import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FONT_RANGES, statusPageHtml } from "@/lib/http/status-page-html";

const packageFile = (name: string) => readFileSync(`node_modules/@fontsource-variable/inter/files/inter-${name}-wght-normal.woff2`);

describe("the status pages' font", () => {
  it("is the font package's own file for each range, so an upgrade of the package cannot leave it behind", () => {
    for (const name of Object.keys(FONT_RANGES)) {
      expect(readFileSync(`public/fonts/inter-${name}.woff2`).equals(packageFile(name)), name).toBe(true);
    }
  });

  it("covers the same unicode ranges as the app's own font faces", () => {
    const appFonts = readFileSync("components/ui/fonts.ts", "utf8");
    for (const [name, range] of Object.entries(FONT_RANGES)) {
      const declaration = appFonts.indexOf(`inter-${name}-wght-normal.woff2`);
      expect(declaration, name).toBeGreaterThan(-1);
      // The range given in the same localFont call as the file.
      expect(appFonts.slice(declaration).split("localFont(")[0], name).toContain(`"${range}"`);
    }
  });

  it("is declared by every status page and used before the system font", () => {
    const html = statusPageHtml({ lang: "tr", title: "Hata", sentences: ["Bir şeyler ters gitti."], links: [] });
    for (const name of Object.keys(FONT_RANGES)) expect(html).toContain(`url(/fonts/inter-${name}.woff2)`);
    expect(html).toMatch(/body\{[^}]*font:16px\/1\.5 Inter,/);
  });
});

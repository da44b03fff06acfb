import { describe, expect, it } from "vitest";
import { importCycles, serverOnlyInClient } from "../../scripts/import-rules.mjs";
import { sourceTrees } from "../support/source-tree";

/** The rules of `npm run lint`'s import check, run over small trees written here, each holding one case. */
const tree = sourceTrees("import-rules-");

const SOURCES = ["**/*.{ts,tsx}"];

/** The modules of each cycle found, whichever of them the walk started from. */
const cyclesIn = async (cwd: string) => (await importCycles(cwd, SOURCES)).cycles.map((cycle) => [...cycle].sort());

describe("the import cycle check", () => {
  it("finds two modules that import each other", async () => {
    const cwd = tree({
      "a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
    });
    expect(await cyclesIn(cwd)).toEqual([["a.ts", "b.ts"]]);
  });

  it("finds a lazily loaded module that imports a type back from the module loading it", async () => {
    const cwd = tree({
      "menu.tsx": 'export type Props = { label: string };\nexport const load = () => import("./menu-content");\n',
      "menu-content.tsx": 'import type { Props } from "./menu";\nexport const Content = (props: Props) => props.label;\n',
    });
    expect(await cyclesIn(cwd)).toEqual([["menu-content.tsx", "menu.tsx"]]);
  });

  it("passes the same modules once the shared type has a module of its own", async () => {
    const cwd = tree({
      "menu-props.ts": "export type Props = { label: string };\n",
      "menu.tsx": 'export type { Props } from "./menu-props";\nexport const load = () => import("./menu-content");\n',
      "menu-content.tsx": 'import type { Props } from "./menu-props";\nexport const Content = (props: Props) => props.label;\n',
    });
    expect(await importCycles(cwd, SOURCES)).toEqual({ cycles: [], excused: [] });
  });

  it("reports a file that hides an import from the check instead of removing the cycle", async () => {
    // Spelt in two parts so that this file does not hold the comment itself.
    const ignore = "@dpdm" + "-ignore";
    const cwd = tree({
      "a.ts": `// ${ignore}\nimport { b } from "./b";\nexport const a = () => b;\n`,
      "b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
    });
    expect((await importCycles(cwd, SOURCES)).excused).toEqual(["a.ts"]);
  });
});

describe("the client and server-only check", () => {
  it("follows a client module's imports to a module that imports server-only", async () => {
    const cwd = tree({
      "button.tsx": '"use client";\nimport { label } from "./lib/label";\nexport const Button = () => label;\n',
      "lib/label.ts": 'import { secret } from "./secret";\nexport const label = String(secret);\n',
      "lib/secret.ts": 'import "server-only";\nexport const secret = 1;\n',
    });
    expect(await serverOnlyInClient(cwd, SOURCES)).toEqual([["button.tsx", "lib/label.ts", "lib/secret.ts"]]);
  });

  it("lets a client module import types from a server-only module, and call server actions", async () => {
    const cwd = tree({
      "form.tsx": [
        "/** A form. */",
        '"use client";',
        'import type { Row } from "./lib/queries";',
        'import { save } from "./lib/actions";',
        "export const Form = (row: Row) => save(row);",
        "",
      ].join("\n"),
      "lib/queries.ts": 'import "server-only";\nexport type Row = { id: string };\nexport const rows = () => [];\n',
      "lib/actions.ts":
        '"use server";\nimport { rows } from "./queries";\nexport async function save(_row: unknown) {\n  return rows();\n}\n',
    });
    expect(await serverOnlyInClient(cwd, SOURCES)).toEqual([]);
  });

  it("leaves server components alone", async () => {
    const cwd = tree({
      "page.tsx": 'import { secret } from "./lib/secret";\nexport default function Page() {\n  return secret;\n}\n',
      "lib/secret.ts": 'import "server-only";\nexport const secret = 1;\n',
    });
    expect(await serverOnlyInClient(cwd, SOURCES)).toEqual([]);
  });
});

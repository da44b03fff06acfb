import { describe, expect, it } from "vitest";
import { messagePathsOf, unsentMessages } from "../../scripts/client-messages-rule.mjs";
import { sourceTrees } from "../support/source-tree";

/** `npm run lint`'s check that every message a client component asks for is sent by its page, over small trees. */
const tree = sourceTrees("client-messages-");

const SOURCES = ["**/*.{ts,tsx}"];
const SHELL = {
  "lib/i18n/client-messages.tsx":
    'export const SHELL_NAMESPACES = ["common"] as const;\nexport function ClientMessages(p: any) { return p.children; }\n',
};
const layout = (depth: number, namespaces: string[]) =>
  `import { ClientMessages } from "${"../".repeat(depth)}lib/i18n/client-messages";\n` +
  `export default function L({ children }: any) { return <ClientMessages namespaces={${JSON.stringify(namespaces)}}>{children}</ClientMessages>; }\n`;
const TABLE = `"use client";
import { useTranslations } from "next-intl";
export function Table({ role }: { role: string }) {
  const t = useTranslations("org");
  const tc = useTranslations("common");
  return <p title={tc("close")}>{t("members.title")} {t(\`roles.\${role}\`)}</p>;
}
`;
const page = (depth: number) =>
  `import { Table } from "${"../".repeat(depth)}components/table";\nexport default function P() { return <Table role="owner" />; }\n`;
const unsent = async (cwd: string) => (await unsentMessages(cwd, SOURCES)).map((f) => `${f.route}: ${f.message}`);

describe("the messages a client component asks for", () => {
  it("reads each translator's keys: literal, a template's fixed part, both sides of a choice, the whole namespace otherwise", () => {
    const text = `const t = useTranslations("org");
const te = useTranslations("errors");
t("members.title"); t(\`roles.\${r}\`); t(done ? "invite.sent" : "invite.failed"); te(code);`;
    expect(messagePathsOf(text).sort()).toEqual(["errors", "org.invite.failed", "org.invite.sent", "org.members.title", "org.roles"]);
    expect(messagePathsOf(`const tv = useTranslations("org.validation");\nconst e = check(tv, fields);`)).toEqual(["org.validation"]);
  });
});

describe("the client messages check", () => {
  it("passes when the nearest layout sends what the page's client components ask for (the shell's namespaces always come)", async () => {
    const cwd = tree({
      ...SHELL,
      "app/x/layout.tsx": layout(2, ["org.members", "org.roles"]),
      "app/x/page.tsx": page(2),
      "components/table.tsx": TABLE,
    });
    expect(await unsent(cwd)).toEqual([]);
  });

  it("reports a message outside the nearest layout's list, however far up that layout is", async () => {
    const cwd = tree({
      ...SHELL,
      "app/x/layout.tsx": layout(2, ["org.members"]),
      "app/x/y/page.tsx": page(3),
      "components/table.tsx": TABLE,
    });
    expect(await unsent(cwd)).toEqual(["app/x/y/page.tsx: org.roles"]);
  });

  it("takes a nearer layout's list instead of its parent's, as a nested provider replaces its parent's messages", async () => {
    const cwd = tree({
      ...SHELL,
      "app/layout.tsx": layout(1, ["org"]),
      "app/x/layout.tsx": layout(2, ["org.members"]),
      "app/x/page.tsx": page(2),
      "components/table.tsx": TABLE,
    });
    expect(await unsent(cwd)).toEqual(["app/x/page.tsx: org.roles"]);
  });

  it("counts a provider a server component renders around its own client parts", async () => {
    const cwd = tree({
      ...SHELL,
      "app/x/layout.tsx": layout(2, ["billing"]),
      "app/x/page.tsx": `import { Card } from "../../components/card";\nexport default function P() { return <Card />; }\n`,
      "components/card.tsx": `import { ClientMessages } from "../lib/i18n/client-messages";\nimport { Table } from "./table";\nexport function Card() { return <ClientMessages namespaces={["org"]}><Table role="x" /></ClientMessages>; }\n`,
      "components/table.tsx": TABLE,
    });
    expect(await unsent(cwd)).toEqual([]);
  });

  it("reports a provider whose list is not written out, which it cannot read", async () => {
    const cwd = tree({
      ...SHELL,
      "app/x/layout.tsx": `import { ClientMessages } from "../../lib/i18n/client-messages";\nconst N = ["org"];\nexport default function L({ children }: any) { return <ClientMessages namespaces={N}>{children}</ClientMessages>; }\n`,
      "app/x/page.tsx": page(2),
      "components/table.tsx": TABLE,
    });
    expect(await unsent(cwd)).toContain("app/x/layout.tsx: <ClientMessages> without a written-out list");
  });
});

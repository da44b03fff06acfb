import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";

const DIR = path.join(__dirname, "../../messages");
type Tree = { [key: string]: string | Tree };

function load(file: string): Tree {
  return JSON.parse(readFileSync(path.join(DIR, file), "utf8")) as Tree;
}

/** Every leaf as "a.b.c" → text. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/**
 * The argument names of an ICU message, as formatjs's parser (the one next-intl compiles messages with) reads
 * it: {name}, {count, plural, …}, {role, select, …}, {n, number}, and the arguments nested inside plural and
 * select branches and rich-text tags. Quoted text ('{…}') is not an argument; a malformed message throws.
 */
function icuArguments(message: string): Set<string> {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        visit(element.children);
        continue;
      }
      names.add(element.value);
      if (element.type === TYPE.select || element.type === TYPE.plural)
        for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parse(message));
  return names;
}

/** What a translation gets wrong about the arguments of the English messages. */
function argumentProblems(english: Map<string, string>, translated: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [key, text] of english) {
    const translation = translated.get(key);
    if (translation === undefined) continue; // reported by the key check
    const expected = icuArguments(text);
    let actual: Set<string>;
    try {
      actual = icuArguments(translation);
    } catch (error) {
      problems.push(`${key}: ${(error as Error).message}`);
      continue;
    }
    for (const name of expected) if (!actual.has(name)) problems.push(`${key}: lacks {${name}}`);
    for (const name of actual) if (!expected.has(name)) problems.push(`${key}: has {${name}}, which English does not pass`);
  }
  return problems;
}

const english = flatten(load("en.json"));
const files = readdirSync(DIR).filter((f) => f.endsWith(".json") && f !== "en.json");

describe("the ICU argument reader", () => {
  it("finds simple, plural, select and nested arguments and skips quoted text", () => {
    expect([...icuArguments("Hello {name},")]).toEqual(["name"]);
    expect([...icuArguments("{count, plural, one {# member} other {# members of {org}}}")].sort()).toEqual(["count", "org"]);
    expect([...icuArguments("{role, select, owner {Owner {name}} other {Someone}}")].sort()).toEqual(["name", "role"]);
    expect([...icuArguments("Costs {amount, number, ::currency/EUR} on {day, date, short}")].sort()).toEqual(["amount", "day"]);
    expect([...icuArguments("Type '{name}' literally, it''s {real}")]).toEqual(["real"]);
    expect([...icuArguments("No arguments at all.")]).toEqual([]);
    expect([...icuArguments("Read the <link>terms of {org}</link>")]).toEqual(["org"]);
  });

  it("refuses a malformed message", () => {
    expect(() => icuArguments("{count, plural, one {# member}")).toThrow();
    expect(() => icuArguments("Hello {name")).toThrow();
  });
});

describe("the argument comparison", () => {
  it("reports a lost, a renamed and an invented argument", () => {
    const en = new Map([
      ["a", "Hello {name}"],
      ["b", "{count, plural, one {# team} other {# teams}}"],
      ["c", "Plain"],
    ]);
    const tr = new Map([
      ["a", "Hallo"],
      ["b", "{anzahl, plural, one {# Team} other {# Teams}}"],
      ["c", "Schlicht {extra}"],
    ]);
    expect(argumentProblems(en, tr)).toEqual([
      "a: lacks {name}",
      "b: lacks {count}",
      "b: has {anzahl}, which English does not pass",
      "c: has {extra}, which English does not pass",
    ]);
    expect(argumentProblems(en, new Map([["a", "Hallo {name}"]]))).toEqual([]);
  });
});

describe("message files", () => {
  it("there is one file per language, English included", () => {
    expect(
      readdirSync(DIR)
        .filter((f) => f.endsWith(".json"))
        .sort(),
    ).toEqual(locales.map((l) => `${l}.json`).sort());
  });

  it("every English message is readable ICU", () => {
    for (const [key, text] of english) expect(() => icuArguments(text), key).not.toThrow();
  });

  for (const file of files) {
    describe(file, () => {
      const translated = flatten(load(file));

      it("has exactly the keys of en.json", () => {
        const missing = [...english.keys()].filter((k) => !translated.has(k));
        const extra = [...translated.keys()].filter((k) => !english.has(k));
        expect(missing, `${file} lacks keys that en.json has`).toEqual([]);
        expect(extra, `${file} has keys that en.json does not`).toEqual([]);
      });

      it("keeps every argument of the English message, and adds none", () => {
        expect(argumentProblems(english, translated)).toEqual([]);
      });
    });
  }
});

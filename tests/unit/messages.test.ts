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
 * The argument names of an ICU message: {name}, {count, plural, …}, {role, select, …}, {n, number} and the
 * arguments nested inside plural and select branches. Quoted text ('{…}') is not an argument.
 */
function icuArguments(message: string): Set<string> {
  const names = new Set<string>();
  let i = 0;

  function text(untilBrace: boolean) {
    while (i < message.length) {
      const c = message[i];
      if (c === "'") {
        // '' is a literal apostrophe; '{ or '} starts quoted text up to the next lone apostrophe.
        if (message[i + 1] === "'") i += 2;
        else if (message[i + 1] === "{" || message[i + 1] === "}") {
          const end = message.indexOf("'", i + 1);
          i = end === -1 ? message.length : end + 1;
        } else i += 1;
      } else if (c === "{") {
        i += 1;
        argument();
      } else if (c === "}") {
        if (untilBrace) return;
        i += 1;
      } else i += 1;
    }
  }

  function word() {
    const match = /^\s*([^\s,{}]+)\s*/.exec(message.slice(i));
    if (!match) return "";
    i += match[0].length;
    return match[1];
  }

  function argument() {
    const name = word();
    if (name) names.add(name);
    if (message[i] === "}") {
      i += 1;
      return;
    }
    if (message[i] !== ",") throw new Error(`malformed argument {${name} in: ${message}`);
    i += 1;
    const type = word();
    if (type === "plural" || type === "select" || type === "selectordinal") {
      if (message[i] === ",") i += 1;
      // selector {branch} pairs, optionally with an offset:n before them
      for (;;) {
        const selector = word();
        if (!selector) break;
        if (selector.startsWith("offset:")) continue;
        if (message[i] !== "{") throw new Error(`malformed branch ${selector} in: ${message}`);
        i += 1;
        text(true);
        i += 1; // the branch's closing brace
      }
      if (message[i] !== "}") throw new Error(`unclosed ${type} in: ${message}`);
      i += 1;
    } else {
      // number, date, time with an optional style: skip to the closing brace
      const end = message.indexOf("}", i);
      if (end === -1) throw new Error(`unclosed argument {${name} in: ${message}`);
      i = end + 1;
    }
  }

  text(false);
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
    expect(readdirSync(DIR).filter((f) => f.endsWith(".json")).sort()).toEqual(locales.map((l) => `${l}.json`).sort());
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

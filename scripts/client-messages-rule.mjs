/**
 * A rule about the import graph and the messages each page sends to the browser (run by `npm run lint` beside
 * import-rules.mjs): every message a client component asks for is among those its page sends.
 *
 * A page sends only the namespaces its nearest <ClientMessages namespaces={[…]}> picks (lib/i18n/client-messages.tsx:
 * a nested provider replaces its parent's messages, and the shell's namespaces always come along). A client
 * component that asks for a message outside them shows its key instead of text, in every language, and nothing
 * fails until someone opens the dialog that holds it. So, from every route file under app/ (page, layout,
 * loading, error…), the walk follows the imports (lazy ones included) with the namespaces in force: those of the
 * nearest layout above that picks any, then those of any module on the way that renders a <ClientMessages> of its
 * own. In every "use client" module it reaches (and everything those import), each `useTranslations("ns")`'s calls
 * are read: `t("a.b")` asks for ns.a.b, `t(\`roles.${r}\`)` for all of ns.roles, and a key the source does not spell
 * (`t(code)`, or `t` handed to a helper) for all of ns.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { directiveOf, graph, isSource, SOURCES } from "./import-rules.mjs";

const ROUTE_FILE = /^app\/(?:.*\/)?(page|layout|loading|error|not-found|template|default)\.tsx$/;

/** The list of a <ClientMessages namespaces={[…]}> in `text`: undefined if there is none, null if not written out. */
function pickedIn(text) {
  if (!/<ClientMessages\b/.test(text)) return undefined;
  const list = /<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/.exec(text);
  if (!list) return null;
  return [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** The namespaces every provider adds (SHELL_NAMESPACES), read from the project's client-messages module. */
function shellNamespaces(cwd) {
  try {
    const text = readFileSync(path.join(cwd, "lib/i18n/client-messages.tsx"), "utf8");
    const list = /SHELL_NAMESPACES\s*=\s*\[([^\]]*)\]/.exec(text);
    return list ? [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]) : [];
  } catch {
    return [];
  }
}

/** The message paths a client module asks for: "org.members.title", or a whole namespace ("errors"). */
export function messagePathsOf(text) {
  const paths = new Set();
  for (const use of text.matchAll(/const\s+(\w+)\s*=\s*useTranslations\(\s*(?:"([^"]*)")?\s*\)/g)) {
    const [, name, namespace = ""] = use;
    const join = (key) => [namespace, key].filter(Boolean).join(".");
    const calls = [...text.matchAll(new RegExp(`(?<![\\w.])${name}(?:\\.(?:rich|markup|has|raw))?\\(\\s*(["\`]?)([^"\`)]*)`, "g"))];
    // Handed to a helper (or never called here): any message of the namespace may be asked for.
    const handed = new RegExp(`[(,]\\s*${name}\\s*[,)]`).test(text);
    if (handed || calls.length === 0) paths.add(namespace);
    for (const call of calls) {
      const [, quote, key] = call;
      // t(cond ? "a" : "b") asks for both.
      const choice = quote ? null : /^[^(]*\(\s*[\w.!]+\s*\?\s*"([^"]+)"\s*:\s*"([^"]+)"\s*[,)]/.exec(text.slice(call.index));
      if (choice) choice.slice(1).forEach((k) => paths.add(join(k)));
      else if (!quote) paths.add(namespace);
      // A template's key counts up to its last dot before the first substitution: t(`roles.${r}`) asks for ns.roles.
      else if (quote === "`" && key.includes("${")) paths.add(join(key.slice(0, key.indexOf("${")).split(".").slice(0, -1).join(".")));
      else paths.add(join(key));
    }
  }
  return [...paths];
}

const covers = (namespaces, wanted) => namespaces.some((n) => n === "" || wanted === n || wanted.startsWith(`${n}.`));

/** The nearest layout above `file` (its own folder's too, unless `file` is that layout) that picks namespaces. */
function nearestPicked(file, pickedAt) {
  let dir = path.posix.dirname(file);
  const own = path.posix.basename(file) === "layout.tsx";
  for (;;) {
    const layout = `${dir}/layout.tsx`;
    if (!(own && layout === file)) {
      const picked = pickedAt(layout);
      if (picked) return picked;
    }
    if (dir === "app" || dir === ".") return [];
    dir = path.posix.dirname(dir);
  }
}

/**
 * Each message a client component asks for that its page does not send: the route file, the chain of imports to
 * the component, and the message's path. A <ClientMessages> whose list is not written out is reported as such.
 */
export async function unsentMessages(cwd, sources = SOURCES) {
  const tree = await graph(cwd, sources, { types: false });
  const shell = shellNamespaces(cwd);
  const posix = (id) => id.split(path.sep).join("/");
  const texts = new Map();
  const textOf = (id) => {
    if (!texts.has(id)) texts.set(id, isSource(cwd, id) ? readFileSync(path.join(cwd, id), "utf8") : "");
    return texts.get(id);
  };
  const pickedAt = (id) => (isSource(cwd, id) ? pickedIn(textOf(id)) : undefined);
  const found = [];
  const reported = new Set();
  const report = (entry) => {
    const key = `${entry.route} ${entry.module} ${entry.message}`;
    if (!reported.has(key)) {
      reported.add(key);
      found.push(entry);
    }
  };
  for (const route of Object.keys(tree)
    .map(posix)
    .filter((id) => ROUTE_FILE.test(id))) {
    const start = { id: route, namespaces: nearestPicked(route, pickedAt), client: false, chain: [route] };
    const seen = new Set();
    const queue = [start];
    while (queue.length) {
      const at = queue.shift();
      const text = textOf(at.id);
      const client = at.client || directiveOf(path.join(cwd, at.id)) === "use client";
      const picked = client ? undefined : pickedIn(text);
      if (picked === null) report({ route, module: at.id, chain: at.chain, message: "<ClientMessages> without a written-out list" });
      const namespaces = picked ? picked : at.namespaces;
      if (client) {
        for (const wanted of messagePathsOf(text)) {
          if (!covers([...shell, ...namespaces], wanted))
            report({ route, module: at.id, chain: at.chain, message: wanted || "(every message)" });
        }
      }
      for (const dep of tree[at.id] ?? []) {
        if (!dep.id || !isSource(cwd, dep.id)) continue;
        const id = posix(dep.id);
        if (directiveOf(path.join(cwd, id)) === "use server") continue;
        const key = `${id}|${client}|${namespaces.join(",")}`;
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push({ id, namespaces, client, chain: [...at.chain, id] });
      }
    }
  }
  return found;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";

/**
 * Small source trees for the lint's import-graph checks, one case each: `tree(files)` writes them under a new
 * temporary folder and returns it; every tree is removed after its test.
 */
export function sourceTrees(prefix: string) {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });
  return function tree(files: Record<string, string>): string {
    root = mkdtempSync(path.join(tmpdir(), prefix));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    return root;
  };
}

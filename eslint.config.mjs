import nextPlugin from "@next/eslint-plugin-next";
import prettier from "eslint-config-prettier/flat";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";

/**
 * The folders' layering: files under `files` import nothing from the folders in `forbidden`, statically, by `export …
 * from` or lazily, by the `@/` alias or a relative path. (That client components reach no "server-only" module is
 * a rule over the whole import graph: scripts/check-imports.mjs, in `npm run lint` after ESLint.)
 */
function layers(rules) {
  return rules.map(({ files, forbidden, why }) => {
    const source = `^(@/|(\\.\\./)+)(${forbidden.join("|")})(/|$)`;
    return {
      name: `layering: ${files.join(", ")}`,
      files,
      rules: {
        "no-restricted-imports": ["error", { patterns: [{ regex: source, message: why }] }],
        "no-restricted-syntax": ["error", { selector: `ImportExpression[source.value=/${source.replaceAll("/", "\\/")}/]`, message: why }],
      },
    };
  });
}

/**
 * Next.js's rules (Core Web Vitals), typescript-eslint's, React's and its hooks' (the React Compiler's rules
 * included) and jsx-a11y's recommended sets, with formatting left to Prettier. The plugins are put together
 * here rather than through eslint-config-next, whose import resolver needs native binaries for every platform
 * in the lockfile (which `npm ci` then insists on) and adds nothing these rules need.
 */
export default defineConfig([
  globalIgnores([
    ".next/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "bench/results/**",
    ".bench-profile/**", // npm run bench:profile's scratch folder (git ignores it)
    "db/migrations/**",
    "next-env.d.ts",
  ]),
  tseslint.configs.recommended,
  { ...react.configs.flat.recommended, files: ["**/*.{jsx,tsx}"], settings: { react: { version: "detect" } } },
  { ...react.configs.flat["jsx-runtime"], files: ["**/*.{jsx,tsx}"] },
  reactHooks.configs.flat.recommended,
  { ...jsxA11y.flatConfigs.recommended, files: ["**/*.{jsx,tsx}"] },
  nextPlugin.configs["core-web-vitals"],
  {
    name: "project",
    rules: {
      // A leading underscore marks what is unused on purpose (a parameter a signature requires, a field taken out of a rest).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // TypeScript checks props; React's own prop-types are not used.
      "react/prop-types": "off",
    },
  },
  ...layers([
    {
      files: ["lib/**"],
      forbidden: ["components", "app"],
      why: "lib/ is imported by components/ and app/, never the reverse: move what it needs into lib/",
    },
    {
      files: ["components/**"],
      forbidden: ["app"],
      why: "components/ is imported by app/, never the reverse: move what it needs into components/ or lib/",
    },
  ]),
  prettier,
]);

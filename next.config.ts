import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

/**
 * Messages are precompiled at build time (ICU → compact form), so browsers get a small formatter instead of
 * the ICU parser: about 9 KB less JavaScript on every page.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files; bundling it would copy them into static output.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default withNextIntl(nextConfig);

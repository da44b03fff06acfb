/** Fixed loopback ports of the end-to-end stack. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT ?? 3126);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3127);
export const APP_URL = `http://localhost:${APP_PORT}`;
export const CONTROL_URL = `http://127.0.0.1:${CONTROL_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const POLAR_PORT = Number(process.env.E2E_POLAR_PORT ?? 3132);
export const POLAR_URL = `http://127.0.0.1:${POLAR_PORT}`;
export const POLAR_TOKEN = "polar_oat_e2e_app";
export const POLAR_WEBHOOK_SECRET = "whsec_e2e_app_webhook_secret";
/** Where e2e/production-start.spec.ts starts its own short-lived production servers. */
export const START_CHECK_PORT = Number(process.env.E2E_START_PORT ?? APP_PORT + 40);

import { measure } from "./load.mjs";

/**
 * Sign-in with the real password, as fast as `connections` browsers can: every reply a session. `sampler`: see
 * `measure`.
 */
export const signInLoad = (base, email, password, duration, { connections = 20, sampler } = {}) =>
  measure({
    url: `${base}/api/auth/sign-in/email`,
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
    duration,
    connections,
    sampler,
  });

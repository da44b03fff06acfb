/**
 * The cookie-cache scenarios' proof and fuel. better-auth's cache cookie lasts 60 s, less than a run of several
 * scenarios (or one long one), after which every get-session would silently become a database read. So the
 * cookie is refreshed (a get-session that bypasses the cache writes a fresh one) before each scenario and every
 * 20 s while it runs, and each reply is checked for what it proves:
 *  - a cache hit sets no cookie (a reply read from the database always carries a fresh cache cookie);
 *  - a database read carries one.
 */
const REFRESH_EVERY_MS = 20_000;

const cacheCookieOf = (lines) => lines.find((l) => /session_data=/.test(l.split(";")[0]) && !/max-age=0\b/i.test(l));

/** A holder of the signed-in cookie header whose cache part is kept fresh while `running` scenarios run. */
export function sessionCookie(base, initial) {
  let header = initial;
  const refresh = async () => {
    const res = await fetch(`${base}/api/auth/get-session?disableCookieCache=true`, { headers: { cookie: header } });
    const fresh = cacheCookieOf(res.headers.getSetCookie());
    if (!res.ok || !fresh) throw new Error(`could not refresh the session cache: ${res.status}`);
    const [pair] = fresh.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    header = [...header.split("; ").filter((p) => !p.startsWith(`${name}=`)), pair].join("; ");
  };
  return {
    current: () => header,
    /** Runs `fn` with a cache refreshed now and every 20 s until it ends. */
    async fresh(fn) {
      await refresh();
      const timer = setInterval(() => void refresh().catch((e) => console.error(e)), REFRESH_EVERY_MS);
      try {
        return await fn();
      } finally {
        clearInterval(timer);
      }
    },
  };
}

const signedIn = (status, body) => status === 200 && body.startsWith('{"session":');
const setsCookie = (headers) => Object.keys(headers).some((name) => name.toLowerCase() === "set-cookie");

/** A get-session reply answered from the cookie cache: the session, and no cookie set. */
export const cacheHit = (status, body, headers) => signedIn(status, body) && !setsCookie(headers);

/** A get-session reply read from the database: the session, and a fresh cache cookie set. */
export const databaseRead = (status, body, headers) => signedIn(status, body) && setsCookie(headers);

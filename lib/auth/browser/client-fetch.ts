/**
 * The fetch of our better-auth clients: a network failure becomes an ordinary error response (status 500,
 * "Fetch Error"), so every screen handles it like any other error instead of crashing.
 */
export const fetchWithCatchAll: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return new Response(JSON.stringify({ code: "FETCH_ERROR", message: `Fetch Error: ${detail}` }), {
      status: 500,
      statusText: "Fetch Error",
      headers: { "content-type": "application/json" },
    });
  }
};

/** Where our clients find /api/auth: the page's own origin. */
export const authClientBase = {
  baseURL: typeof window === "undefined" ? undefined : window.location.origin,
  basePath: "/api/auth",
  fetchOptions: { credentials: "include" as const, customFetchImpl: fetchWithCatchAll },
};

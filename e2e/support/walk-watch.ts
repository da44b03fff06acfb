import type { Page, Request } from "@playwright/test";
import { APP_URL, CONTROL_URL } from "./ports";

/**
 * What a page says about itself while the walk looks at it: console errors, uncaught exceptions, requests that
 * failed, and the app's own responses with a 4xx/5xx status (the screen's document is judged by the walk, which
 * knows what status each screen should answer). `take()` hands over what was seen since the last call.
 */
export function watchPage(page: Page) {
  const seen: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const ours = (url: string) => url.startsWith(APP_URL);
  const isDocument = (request: Request) => request.isNavigationRequest() && request.frame() === page.mainFrame();
  const short = (url: string) => (ours(url) ? url.slice(APP_URL.length) : url).slice(0, 160);

  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Chromium reports the document's own error status (a 404 page) this way too; that status is judged apart.
    if (message.text().startsWith("Failed to load resource") && message.location().url === page.url()) return;
    seen.push(`console error: ${message.text().slice(0, 400)}`);
  });
  page.on("pageerror", (error) => seen.push(`uncaught exception: ${error.message.slice(0, 400)}`));
  // Documents the page has committed, and the count each request saw when it started. A request the browser
  // aborts because the walk has since gone to another screen (a status poll in flight, a script still loading)
  // belongs to the page left, and its abort is not the app's failure. The abort can be reported before the new
  // document's commit is, so aborts are judged when they are taken, once the next page has settled.
  let commits = 0;
  const startedAt = new WeakMap<Request, number>();
  const aborts: { request: Request; message: string }[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) commits += 1;
  });
  page.on("request", (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    startedAt.set(request, commits);
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", (request) => {
    done();
    const message = `request failed: ${request.method()} ${short(request.url())} (${request.failure()?.errorText})`;
    if (request.failure()?.errorText !== "net::ERR_ABORTED" || isDocument(request)) return void seen.push(message);
    // Aborted, not failed: Next.js's router cancels its own route prefetches (?_rsc=) when it no longer needs
    // them, and a script still loading after hydration is dropped when the walk moves on. A missing chunk answers
    // 404 (the response check below) or fails otherwise.
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc") || url.pathname.startsWith("/_next/static/")) return;
    aborts.push({ request, message });
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && ours(response.url()) && !isDocument(response.request())) {
      seen.push(`${response.status()} from ${response.request().method()} ${short(response.url())}`);
    }
  });

  return {
    take() {
      // An abort of a request started on a document since replaced is the walk leaving that page.
      for (const { request, message } of aborts.splice(0)) if ((startedAt.get(request) ?? commits) >= commits) seen.push(message);
      return seen.splice(0);
    },
    /** Waits until no request has been open for a moment (lazy chunks, the toaster, prefetches) and fonts are in. */
    async settle(quietMs = 200, timeoutMs = 10_000) {
      await page.waitForLoadState("load");
      const until = Date.now() + timeoutMs;
      while (Date.now() < until && (inFlight > 0 || Date.now() - lastActivity < quietMs)) await page.waitForTimeout(50);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
    },
  };
}

/** The app server's output from a position on, through the control server, and the position after it. */
export async function serverLogFrom(from: number): Promise<{ text: string; length: number }> {
  return (await (await fetch(`${CONTROL_URL}/server-log?from=${from}`)).json()) as { text: string; length: number };
}

/** Lines of server output that report errors: next-intl's MISSING_MESSAGE and anything Next.js logs as an error. */
export function serverErrors(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => /MISSING_MESSAGE|⨯|\bError:/.test(line))
    .map((line) => line.trim().slice(0, 400));
}

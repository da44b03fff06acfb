import "server-only";

/**
 * Whether a reply lost a race on a unique index: better-auth answers such a failed insert with 500, except a
 * sign-up's, which it catches and answers 422 FAILED_TO_CREATE_USER (two sign-ups of one address at once).
 */
async function lostRace(response: Response): Promise<boolean> {
  if (response.status === 500) return true;
  if (response.status !== 422) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === "FAILED_TO_CREATE_USER";
}

/**
 * The spare copy of a request's body, let go without waiting: the two copies share one stream (a tee), whose
 * cancel settles only once the other copy is read or let go too, which a reply given before the body was read
 * (a rate limit's 429) never does. Awaited, it held such a reply forever.
 */
function letGo(spare: Request) {
  void spare.body?.cancel().catch(() => undefined);
}

/**
 * Runs a request in one transaction (`run`), and once more when it lost a race. Two requests can both pass
 * better-auth's check for an existing row (an organization's slug, a person's place in a team, a person's
 * two-factor record, an address signing up) before either writes; the later insert then fails on the unique index
 * as soon as the first commits. That attempt's transaction rolled back whole (an organization's activity entry
 * with it; mails are queued only after a commit), so it is safe to run again, and the second run meets the row it
 * lost to: better-auth's own answer, as if it had come second ("Organization already exists"; the person already in
 * the team; a sign-up's answer for a registered address). Any other failure fails the same way again.
 */
export async function retriedIfRaceLost(request: Request, run: (request: Request) => Promise<Response>): Promise<Response> {
  const again = request.clone();
  const response = await run(request);
  if (!(await lostRace(response))) {
    letGo(again);
    return response;
  }
  await response.body?.cancel();
  return run(again);
}

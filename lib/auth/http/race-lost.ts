import "server-only";

/**
 * Runs a request in one transaction (`run`), and once more when it answered 500. Two requests can both pass
 * better-auth's check for an existing row (an organization's slug, a person's place in a team, a person's
 * two-factor record) before either writes; the later insert then fails on the unique index as soon as the first
 * commits, and better-auth answers 500. That attempt's transaction rolled back whole (an organization's activity
 * entry with it; mails are queued only after a commit), so it is safe to run again, and the second run meets the
 * row it lost to: better-auth's own answer, as if it had come second ("Organization already exists"; the person
 * already in the team). Any other failure fails the same way again.
 */
export async function retriedIfRaceLost(request: Request, run: (request: Request) => Promise<Response>): Promise<Response> {
  const again = request.clone();
  const response = await run(request);
  if (response.status !== 500) {
    await again.body?.cancel();
    return response;
  }
  await response.body?.cancel();
  return run(again);
}

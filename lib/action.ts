import "server-only";
import type { Messages, NamespaceKeys, NestedKeyOf } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { getVerifiedSession } from "@/lib/auth/server/session";
import { messageOr } from "@/lib/i18n/message-or";

type Session = NonNullable<Awaited<ReturnType<typeof getVerifiedSession>>>;

/** A refusal as the browser receives it: the code (for logic and tests) and the sentence to show, in the user's language. */
export type Refusal = { ok: false; code: string; message: string };

/** What an action's own code answers: its data, or a refusal as a code of its messages' namespace. */
type Outcome = { ok: true } | { ok: false; code: string };

/** What the browser receives for an action answering `Result`. */
export type ActionResult<Result extends Outcome = { ok: true }> = Exclude<Result, { ok: false }> | Refusal;

/**
 * A server action for a signed-in user (checked against the database), with its input parsed by `input`
 * (a server action is a public endpoint: whatever its TypeScript signature says, anyone can post anything).
 * Refusals are explained from `messages`, a namespace of error sentences; a code it does not hold falls back
 * to its "generic" sentence, or the app-wide one.
 */
export function signedInAction<Input extends z.ZodType, Result extends Outcome>(
  options: { input: Input; messages: NamespaceKeys<Messages, NestedKeyOf<Messages>> },
  run: (input: z.output<Input>, session: Session) => Promise<Result>,
): (input: z.input<Input>) => Promise<ActionResult<Result>> {
  return async (raw) => {
    const session = await getVerifiedSession();
    const parsed = options.input.safeParse(raw);
    const outcome: Outcome = !session
      ? { ok: false, code: "UNAUTHORIZED" }
      : !parsed.success
        ? { ok: false, code: "VALIDATION_ERROR" }
        : await run(parsed.data, session);
    if (outcome.ok) return outcome as Exclude<Result, { ok: false }>;
    const [t, common] = await Promise.all([getTranslations(options.messages), getTranslations("errors")]);
    return { ok: false, code: outcome.code, message: messageOr(t, outcome.code, messageOr(t, "generic", common("generic"))) };
  };
}

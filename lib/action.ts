import "server-only";
import type { Messages, NamespaceKeys, NestedKeyOf } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { getVerifiedSession } from "@/lib/auth/server/session";
import { checkJson } from "@/lib/http/input-check";
import { messageOr } from "@/lib/i18n/message-or";

type Session = NonNullable<Awaited<ReturnType<typeof getVerifiedSession>>>;

/** A refusal as the browser receives it: the code (for logic and tests) and the sentence to show, in the user's language. */
export type Refusal = { ok: false; code: string; message: string };

/** What an action's own code answers: its data, or a refusal as a code of its messages' namespace. */
type Outcome = { ok: true } | { ok: false; code: string };

/** What the browser receives for an action answering `Result`. */
export type ActionResult<Result extends Outcome = { ok: true }> = Exclude<Result, { ok: false }> | Refusal;

/** What a guard answers: the context its actions run with, or a refusal's code. */
export type Guarded<Context> = { ok: true; context: Context } | { ok: false; code: string };

type Options<Input extends z.ZodType> = {
  input: Input;
  messages: NamespaceKeys<Messages, NestedKeyOf<Messages>>;
  /** The refusal's code for an input field, where the form has a sentence that says what is wrong with it. */
  invalid?: Partial<Record<string, string>>;
};

/**
 * Text that could not be stored as sent (NUL, which PostgreSQL refuses, a lone surrogate, which the driver turns
 * into U+FFFD, other control characters, an id that is not one) is refused as the HTTP boundary refuses it,
 * whatever a field's schema says. Each field's length is its schema's to bound.
 */
const UNSTORABLE = { path: "input", maxLength: Infinity };

/** The code of a refused input: the one `invalid` gives its first refused field, else VALIDATION_ERROR. */
function refusalOf(error: z.ZodError, invalid: Partial<Record<string, string>> = {}): string {
  const field = error.issues[0]?.path[0];
  return (typeof field === "string" && invalid[field]) || "VALIDATION_ERROR";
}

/**
 * A kind of server action, made from its guard: the guard runs first (refusing with its code), then the input is
 * parsed by `input` (a server action is a public endpoint: whatever its TypeScript signature says, anyone can post
 * anything; refused as VALIDATION_ERROR, or as the code `invalid` names for the field; text that could not be
 * stored as sent is refused first), then the action runs with the guard's context. Refusals are explained from
 * `messages`, a namespace of error sentences; a code it does not hold falls back to its "generic" sentence, or the
 * app-wide one. `use` makes a stricter kind on top of this one, as next-safe-action's middleware does.
 */
export type ActionBuilder<Context> = {
  <Input extends z.ZodType, Result extends Outcome>(
    options: Options<Input>,
    run: (input: z.output<Input>, context: Context) => Promise<Result>,
  ): (input: z.input<Input>) => Promise<ActionResult<Result>>;
  /**
   * Another guard run with this one's context once it passes. `refusal`, when given, answers every refusal of
   * this guard and the new one alike, so that a caller cannot tell which check they failed.
   */
  use<Next>(next: (context: Context) => Promise<Guarded<Next>>, refusal?: string): ActionBuilder<Next>;
};

function actionBuilder<Context>(guard: () => Promise<Guarded<Context>>): ActionBuilder<Context> {
  const build = <Input extends z.ZodType, Result extends Outcome>(
    options: Options<Input>,
    run: (input: z.output<Input>, context: Context) => Promise<Result>,
  ) => {
    return async (raw: z.input<Input>): Promise<ActionResult<Result>> => {
      const guarded = await guard();
      const parsed = options.input.safeParse(raw);
      const outcome: Outcome = !guarded.ok
        ? guarded
        : checkJson(raw, UNSTORABLE)
          ? { ok: false, code: "VALIDATION_ERROR" }
          : !parsed.success
            ? { ok: false, code: refusalOf(parsed.error, options.invalid) }
            : await run(parsed.data, guarded.context);
      if (outcome.ok) return outcome as Exclude<Result, { ok: false }>;
      const [t, common] = await Promise.all([getTranslations(options.messages), getTranslations("errors")]);
      return { ok: false, code: outcome.code, message: messageOr(t, outcome.code, messageOr(t, "generic", common("generic"))) };
    };
  };
  const use = <Next>(next: (context: Context) => Promise<Guarded<Next>>, refusal?: string) =>
    actionBuilder<Next>(async () => {
      const guarded = await guard();
      const passed = guarded.ok ? await next(guarded.context) : guarded;
      return passed.ok || refusal === undefined ? passed : { ok: false, code: refusal };
    });
  return Object.assign(build, { use });
}

/** A server action for a signed-in user (checked against the database); anyone else is refused as UNAUTHORIZED. */
export const signedInAction = actionBuilder<Session>(async () => {
  const session = await getVerifiedSession();
  return session ? { ok: true, context: session } : { ok: false, code: "UNAUTHORIZED" };
});

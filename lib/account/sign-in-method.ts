/**
 * How a session signed in, as lib/auth/server/sign-in-method.ts stores it in `session.sign_in_method`: the first
 * step's way in, then, after a second step, `+` and the factor that answered it ("password+totp", "oidc+otp",
 * "passkey"). The first step is one of the ways named here or a sign-in provider's id ("google", "oidc"); it is
 * empty when its record was lost ("+totp").
 */

/** The ways in that are not a provider. */
export const FIRST_STEP_METHODS = ["password", "magic-link", "passkey", "email-verification", "impersonation"] as const;
export type FirstStepMethod = (typeof FIRST_STEP_METHODS)[number];

/** What answers a second step: a code from the authenticator app, a code by e-mail, a backup code, a passkey. */
export const SECOND_STEP_FACTORS = ["totp", "otp", "backup-code", "passkey"] as const;
export type SecondStepFactor = (typeof SECOND_STEP_FACTORS)[number];

export type SignInMethod = {
  first: { method: FirstStepMethod } | { provider: string } | null;
  second: SecondStepFactor | null;
};

const isFirst = (value: string): value is FirstStepMethod => (FIRST_STEP_METHODS as readonly string[]).includes(value);
const isFactor = (value: string): value is SecondStepFactor => (SECOND_STEP_FACTORS as readonly string[]).includes(value);

/** The stored text read back; null for a session that recorded none (those made before it was recorded). */
export function parseSignInMethod(stored: string | null | undefined): SignInMethod | null {
  if (!stored) return null;
  const plus = stored.indexOf("+");
  const firstText = plus < 0 ? stored : stored.slice(0, plus);
  const secondText = plus < 0 ? null : stored.slice(plus + 1);
  const second = secondText && isFactor(secondText) ? secondText : null;
  const first = !firstText ? null : isFirst(firstText) ? { method: firstText } : { provider: firstText };
  if (!first && !second) return null;
  return { first, second };
}

/** The message keys of each way and factor, under `settings.sessions` (messages/*.json). */
const METHOD_KEYS = {
  password: "password",
  "magic-link": "magicLink",
  passkey: "passkey",
  "email-verification": "emailVerification",
  impersonation: "impersonation",
} as const satisfies Record<FirstStepMethod, string>;

const FACTOR_KEYS = {
  totp: "totp",
  otp: "otp",
  "backup-code": "backupCode",
  passkey: "passkey",
} as const satisfies Record<SecondStepFactor, string>;

/** The words of `settings.sessions` it needs: next-intl's translator of that namespace. */
export type SignInMethodWords = (
  key:
    | `methods.${(typeof METHOD_KEYS)[FirstStepMethod]}`
    | `factors.${(typeof FACTOR_KEYS)[SecondStepFactor]}`
    | "withSecondStep"
    | "secondStepOnly",
  values?: Record<string, string>,
) => string;

/**
 * The stored method in words ("Password + authenticator app", "Google", "Passkey"); null when none is known.
 * `provider` names a provider by its id.
 */
export function describeSignInMethod(
  stored: string | null | undefined,
  t: SignInMethodWords,
  provider: (id: string) => string,
): string | null {
  const parsed = parseSignInMethod(stored);
  if (!parsed) return null;
  const first = !parsed.first
    ? null
    : "method" in parsed.first
      ? t(`methods.${METHOD_KEYS[parsed.first.method]}`)
      : provider(parsed.first.provider);
  if (!parsed.second) return first;
  const factor = t(`factors.${FACTOR_KEYS[parsed.second]}`);
  return first ? t("withSecondStep", { first, factor }) : t("secondStepOnly", { factor });
}

/**
 * A quick estimate of how hard a new password is to guess, for the hint under the field (the server only
 * enforces the length bounds). Length counts most; mixing kinds of characters helps; the passwords everyone
 * tries first, one repeated character and straight runs (abcd, 4321, qwerty) count as weak whatever their length.
 */
export type Strength = "weak" | "fair" | "good" | "strong";

/** The passwords that lists of leaked passwords start with, in the languages we speak (lower case). */
const COMMON = [
  "password",
  "passwort",
  "contraseña",
  "motdepasse",
  "haslo",
  "hasło",
  "parola",
  "sifre",
  "şifre",
  "пароль",
  "parol",
  "qwerty",
  "azerty",
  "qwertz",
  "йцукен",
  "letmein",
  "welcome",
  "iloveyou",
  "admin",
  "monkey",
  "dragon",
  "football",
];

/** Keyboard rows, Latin and Russian. */
const ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"];

/** How many of lower-case letters, upper-case letters, digits and everything else the password uses. */
function kinds(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((re) => re.test(password)).length;
}

/** The step from one character to the next: digits count round the dial, so 8, 9, 0 is a run too. */
function step(a: string, b: string): number {
  if (/\d/.test(a) && /\d/.test(b)) return (Number(b) - Number(a) + 10) % 10;
  return b.codePointAt(0)! - a.codePointAt(0)!;
}

/** The whole password is one or two characters repeated, a straight run (abcd, 4321, 7890) or a keyboard row. */
function isPattern(lower: string): boolean {
  const chars = [...lower];
  if (new Set(chars).size <= 2) return true;
  const steps = new Set(chars.slice(1).map((c, i) => step(chars[i], c)));
  if (steps.size === 1 && [1, -1, 9].includes([...steps][0])) return true;
  return ROWS.some((row) => row.includes(lower) || [...row].reverse().join("").includes(lower));
}

function isCommon(lower: string): boolean {
  const letters = lower.replace(/\P{L}+/gu, "");
  return COMMON.some((word) => lower === word || (letters === word && lower.length - letters.length <= 4));
}

export function passwordStrength(password: string, minLength: number): Strength {
  const lower = password.toLowerCase();
  if ([...password].length < minLength || isPattern(lower) || isCommon(lower)) return "weak";
  const length = [...password].length;
  const points = (length >= 12 ? 1 : 0) + (length >= 16 ? 1 : 0) + (kinds(password) >= 3 ? 1 : 0);
  return points === 0 ? "fair" : points === 1 ? "good" : "strong";
}

/**
 * The field of a one-time code: an authenticator's or an e-mailed 6 digits (numeric keyboard, filled from a code
 * the device offers: one-time-code autofill), or a backup code (letters, no autofill). Used by the second step
 * of a sign-in and by "Confirm it's you".
 */
import { Field } from "@/components/ui/field";

export function CodeField({ label, name, backup, error }: { label: string; name: string; backup: boolean; error?: string }) {
  return (
    <Field
      label={label}
      name={name}
      autoComplete={backup ? "off" : "one-time-code"}
      inputMode={backup ? "text" : "numeric"}
      maxLength={backup ? 32 : 6}
      spellCheck={false}
      className="font-mono tracking-widest"
      error={error}
    />
  );
}

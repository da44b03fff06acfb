"use client";
import { useState } from "react";

/** What every step of the two-step sign-in forms takes: its call's pending state and refusal, and a way back. */
export type StepFormProps = { pending: boolean; error: string | null; onCancel: () => void };

/**
 * A form of one required field: `onData` hands its value on, or marks it missing (and sends nothing). A code is
 * trimmed (pasted with spaces around it); a password is taken as typed.
 */
export function useRequiredField(name: string, onValue: (value: string) => void, { trim = true } = {}) {
  const [missing, setMissing] = useState(false);
  const onData = (form: FormData) => {
    const raw = String(form.get(name) ?? "");
    const value = trim ? raw.trim() : raw;
    setMissing(!value);
    if (value) onValue(value);
  };
  return { missing, onData };
}

"use client";
import { useState } from "react";

/** How a step went: done, or refused with a sentence to show. */
export type StepResult = { ok: true } | { ok: false; message: string };

/**
 * One step a form or a dialog runs (a server action, an auth call): `pending` while it runs, and its refusal
 * as `error`, a sentence to show. A throw (the server could not be reached) shows `networkError` when given;
 * without it the throw propagates. `run` answers the step's result when it was done, undefined otherwise (a
 * refusal, or a step that answered undefined because it had nothing to send).
 */
export function useStep(networkError?: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<R extends StepResult>(step: () => Promise<R | undefined>): Promise<Extract<R, { ok: true }> | undefined> {
    setPending(true);
    setError(null);
    try {
      const result = await step();
      if (result && !result.ok) setError(result.message);
      return result?.ok ? (result as Extract<R, { ok: true }>) : undefined;
    } catch (cause) {
      if (networkError === undefined) throw cause;
      setError(networkError);
      return undefined;
    } finally {
      setPending(false);
    }
  }

  return { pending, error, setError, run };
}

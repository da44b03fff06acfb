"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type * as z from "zod/mini";
import { check, type FieldErrors } from "./schemas";

/**
 * Inline validation for one form: `validate` checks everything on submit, shows each field's first problem
 * under it and moves the focus to the first one; after that, `recheck` on each change clears or updates
 * the message of a field as it is corrected. Messages come from `auth.validation` with the given values
 * (e.g. { min, max } for passwords).
 */
export function useValidation<S extends z.ZodMiniType>(schema: S, values: Record<string, string | number> = {}) {
  const t = useTranslations("auth.validation");
  const formId = useId();
  const [errors, setErrors] = useState<FieldErrors>({});

  function validate(data: FormData | Record<string, unknown>): z.output<S> | null {
    const result = check(schema, data instanceof FormData ? Object.fromEntries(data) : data);
    setErrors(result.errors ?? {});
    if (result.errors) {
      const first = Object.keys(result.errors)[0];
      // After React has drawn the messages: the first field with a problem takes the focus.
      requestAnimationFrame(() => document.getElementById(formId)?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    }
    return result.data;
  }

  /** Re-checks the fields that show a problem, with the form's current values. */
  function recheck(form: HTMLFormElement | null) {
    if (!form || Object.keys(errors).length === 0) return;
    const result = check(schema, Object.fromEntries(new FormData(form)));
    const next: FieldErrors = {};
    for (const field of Object.keys(errors)) if (result.errors?.[field]) next[field] = result.errors[field];
    setErrors(next);
  }

  const message = (field: string) => {
    const key = errors[field];
    return key ? t(key, values) : undefined;
  };

  return { formId, validate, recheck, message };
}

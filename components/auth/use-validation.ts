"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type * as z from "zod/mini";
import type { FieldErrors } from "./schemas";

type Schemas = typeof import("./schemas");

/** The schemas and zod load once, on the first focus or submit of any auth form. */
let loading: Promise<Schemas> | null = null;
const loadSchemas = () => (loading ??= import("./schemas"));

/**
 * Inline validation for one form: `validate` checks everything on submit, shows each field's first problem
 * under it and moves the focus to the first one; after that, `recheck` on each change clears or updates the
 * message of a field as it is corrected. `pick` chooses the form's schema; messages come from
 * `auth.validation` with the given values (e.g. { min, max } for passwords). Put `warm` on the form's focus.
 */
export function useValidation<S extends z.ZodMiniType>(pick: (schemas: Schemas) => S, values: Record<string, string | number> = {}) {
  const t = useTranslations("auth.validation");
  const formId = useId();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function validate(data: FormData | Record<string, unknown>): Promise<z.output<S> | null> {
    const schemas = await loadSchemas();
    const result = schemas.check(pick(schemas), data instanceof FormData ? Object.fromEntries(data) : data);
    setErrors(result.errors ?? {});
    if (result.errors) {
      const first = Object.keys(result.errors)[0];
      // After React has drawn the messages: the first field with a problem takes the focus.
      requestAnimationFrame(() => document.getElementById(formId)?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    }
    return result.data;
  }

  /** Re-checks the fields that show a problem, with the form's current values. */
  async function recheck(form: HTMLFormElement | null) {
    if (!form || Object.keys(errors).length === 0) return;
    const current = Object.fromEntries(new FormData(form));
    const schemas = await loadSchemas();
    const result = schemas.check(pick(schemas), current);
    setErrors((shown) => {
      const next: FieldErrors = {};
      for (const field of Object.keys(shown)) if (result.errors?.[field]) next[field] = result.errors[field];
      return next;
    });
  }

  const message = (field: string) => {
    const key = errors[field];
    return key ? t(key, values) : undefined;
  };

  return { formId, validate, recheck, message, warm: () => void loadSchemas() };
}

"use client";
/**
 * The blocks every auth form repeats: the form itself wired to its inline validation (checked on submit,
 * re-checked as fields are corrected, schemas loaded on first focus), the error above the fields, the e-mail
 * field, and the captcha with the full-width submit button under it.
 */
import type { ComponentProps, ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import type { useValidation } from "./use-validation";

type Validation = ReturnType<typeof useValidation>;

export function AuthForm({
  validation: v,
  onData,
  error,
  children,
  "aria-label": label,
}: {
  validation: Validation;
  onData: (form: FormData) => unknown;
  /** The refusal shown above the fields: a sentence, or a sentence with a way on. */
  error?: ReactNode;
  children: ReactNode;
  "aria-label"?: string;
}) {
  return (
    <Form
      id={v.formId}
      onData={onData}
      onChange={(event) => void v.recheck(event.currentTarget)}
      onFocus={v.warm}
      noValidate
      aria-label={label}
      className="flex flex-col gap-4"
    >
      {error && <Alert tone="error">{error}</Alert>}
      {children}
    </Form>
  );
}

/** The e-mail field, named "email" for the schemas and password managers. */
export function EmailField({ validation: v, ...props }: { validation: Validation } & Omit<ComponentProps<typeof Field>, "label">) {
  const tc = useTranslations("common");
  return (
    <Field label={tc("email")} name="email" type="email" autoComplete="email" inputMode="email" error={v.message("email")} {...props} />
  );
}

/** The captcha widget (when one is configured) and the form's full-width submit button. */
export function AuthSubmit({
  captcha,
  pending,
  variant,
  children,
}: {
  captcha?: ReactNode;
  pending: boolean;
  variant?: ComponentProps<typeof Button>["variant"];
  children: ReactNode;
}) {
  return (
    <>
      {captcha}
      <Button type="submit" variant={variant} pending={pending} className="w-full">
        {children}
      </Button>
    </>
  );
}

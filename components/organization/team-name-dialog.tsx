"use client";
/**
 * A dialog asking for a team's name, for creating and renaming a team: the name is checked here (not empty,
 * at most 100 characters) before the server sees it; the dialog stays open with the refusal if the server says no.
 */
import { useTranslations } from "next-intl";
import { useState, type ReactElement } from "react";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import type { ConfirmResult } from "./confirm-dialog";

export const TEAM_NAME_MAX = 100;

type Props = {
  trigger: ReactElement;
  title: string;
  description: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (name: string) => Promise<ConfirmResult>;
};

export function TeamNameDialog({ trigger, title, description, submitLabel, initial = "", onSubmit }: Props) {
  const t = useTranslations("org");
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function change(next: boolean) {
    if (pending) return;
    setOpen(next);
    setName(initial);
    setInvalid(null);
    setError(null);
  }

  async function submit() {
    const trimmed = name.trim();
    const problem = !trimmed
      ? t("validation.teamName")
      : trimmed.length > TEAM_NAME_MAX
        ? t("validation.tooLong", { max: TEAM_NAME_MAX })
        : null;
    setInvalid(problem);
    setError(null);
    if (problem) return;
    setPending(true);
    const result = await onSubmit(trimmed);
    setPending(false);
    if (result.ok) {
      setOpen(false);
      setName(initial);
    } else setError(result.error);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={trigger}
      title={title}
      titleClassName="[overflow-wrap:anywhere]"
      description={description}
      closeLabel={t("teams.close")}
      cancelLabel={t("teams.cancel")}
      submitLabel={submitLabel}
      pending={pending}
      onData={submit}
      formClassName="grid gap-4"
    >
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        label={t("teams.name")}
        name="name"
        autoComplete="off"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setInvalid(null);
        }}
        error={invalid ?? undefined}
      />
    </FormDialog>
  );
}

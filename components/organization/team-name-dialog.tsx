"use client";
/**
 * A dialog asking for a team's name, for creating and renaming a team: the name is checked here (not empty,
 * at most TEAM_NAME_MAX characters, the server's limit too) before the server sees it; the dialog stays open with the refusal if the server says no.
 */
import { useTranslations } from "next-intl";
import { useState, type ReactElement } from "react";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import type { StepResult } from "@/components/ui/use-step";
import { TEAM_NAME_MAX, teamNameProblem } from "@/lib/organization/fields";

type Props = {
  trigger: ReactElement;
  title: string;
  description: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (name: string) => Promise<StepResult>;
};

export function TeamNameDialog({ trigger, title, description, submitLabel, initial = "", onSubmit }: Props) {
  const t = useTranslations("org");
  const [name, setName] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);

  async function submit() {
    const trimmed = name.trim();
    const problem = teamNameProblem(trimmed);
    setInvalid(problem && (problem === "required" ? t("validation.teamName") : t("validation.tooLong", { max: TEAM_NAME_MAX })));
    return problem ? undefined : onSubmit(trimmed);
  }

  return (
    <FormDialog
      onOpenChange={() => {
        setName(initial);
        setInvalid(null);
      }}
      trigger={trigger}
      title={title}
      description={description}
      closeLabel={t("teams.close")}
      cancelLabel={t("teams.cancel")}
      submitLabel={submitLabel}
      onSubmit={submit}
      errorFirst
    >
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

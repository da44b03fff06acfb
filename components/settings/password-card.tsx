"use client";
/**
 * Change the password (current, new twice), or set a first one for an account made by magic link or a
 * provider. After a change the form is emptied (remounted): a password never stays on screen.
 */
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { PasswordInput } from "@/components/auth/password-input";
import { PasswordStrengthMeter } from "@/components/auth/password-strength-meter";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Form } from "@/components/ui/form";
import { useStep } from "@/components/ui/use-step";
import { setPasswordAction } from "@/lib/account/actions";
import { newPasswordProblem, type PasswordProblem } from "@/lib/account/rules";
import { accountAuth } from "@/lib/account/client";
import { notify } from "./notify";

type Limits = { min: number; max: number };
type Problems = { current?: "currentRequired"; next?: PasswordProblem; repeat?: PasswordProblem };

export function PasswordCard({ hasPassword, limits }: { hasPassword: boolean; limits: Limits }) {
  return hasPassword ? <ChangePassword limits={limits} /> : <SetPassword limits={limits} />;
}

/** The new password's checks, shared by both forms: long enough, short enough, typed the same twice. */
function checkNew(form: FormData, limits: Limits): Problems {
  const next = String(form.get("newPassword") ?? "");
  const repeat = String(form.get("repeatPassword") ?? "");
  const problem = newPasswordProblem(next, limits);
  return { next: problem ?? undefined, repeat: !problem && next !== repeat ? "passwordsDiffer" : undefined };
}

function PasswordForm(props: {
  title: string;
  description: string;
  submit: string;
  pending: boolean;
  error: string | null;
  generation: number;
  onData: (form: FormData) => unknown;
  children: ReactNode;
}) {
  return (
    <Card
      id="password"
      title={props.title}
      description={props.description}
      footer={
        <Button type="submit" form="password-form" pending={props.pending}>
          {props.submit}
        </Button>
      }
    >
      <Form key={props.generation} id="password-form" onData={props.onData} noValidate className="flex flex-col gap-4">
        {props.error && <Alert tone="error">{props.error}</Alert>}
        {props.children}
      </Form>
    </Card>
  );
}

/** The new password twice, as on the reset page: shown on request, its strength estimated as it is typed. */
function NewPasswordFields({ limits, problems }: { limits: Limits; problems: Problems }) {
  const t = useTranslations("settings.password");
  const te = useTranslations("settings.errors");
  const [password, setPassword] = useState("");
  const message = (p?: PasswordProblem) => p && te(p, { min: limits.min, max: limits.max });
  return (
    <>
      <div className="grid gap-2">
        <FormField label={t("new")} error={message(problems.next)}>
          <PasswordInput name="newPassword" autoComplete="new-password" onChange={(event) => setPassword(event.target.value)} />
        </FormField>
        <PasswordStrengthMeter password={password} minLength={limits.min} maxLength={limits.max} />
      </div>
      <FormField label={t("repeat")} error={message(problems.repeat)}>
        <PasswordInput name="repeatPassword" autoComplete="new-password" />
      </FormField>
    </>
  );
}

function ChangePassword({ limits }: { limits: Limits }) {
  const t = useTranslations("settings.password");
  const te = useTranslations("settings.errors");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [problems, setProblems] = useState<Problems>({});
  const [generation, setGeneration] = useState(0);

  async function submit(form: FormData) {
    const currentPassword = String(form.get("currentPassword") ?? "");
    const found: Problems = { current: currentPassword ? undefined : "currentRequired", ...checkNew(form, limits) };
    setProblems(found);
    if (found.current || found.next || found.repeat) return;
    const result = await run(() =>
      accountAuth.changePassword({
        currentPassword,
        newPassword: String(form.get("newPassword")),
        revokeOtherSessions: form.get("revokeOtherSessions") === "on",
      }),
    );
    if (!result || result.error) return;
    setGeneration((g) => g + 1);
    notify(t("changed"));
    router.refresh();
  }

  return (
    <PasswordForm
      title={t("title")}
      description={t("description")}
      submit={t("submit")}
      pending={pending}
      error={error}
      generation={generation}
      onData={submit}
    >
      <FormField label={t("current")} error={problems.current && te(problems.current)}>
        <PasswordInput name="currentPassword" autoComplete="current-password" />
      </FormField>
      <NewPasswordFields limits={limits} problems={problems} />
      <label className="flex items-center gap-2 text-sm">
        <Checkbox name="revokeOtherSessions" />
        {t("revokeOthers")}
      </label>
    </PasswordForm>
  );
}

function SetPassword({ limits }: { limits: Limits }) {
  const t = useTranslations("settings.password");
  const terr = useTranslations("errors");
  const router = useRouter();
  const { pending, error, setError, run } = useStep(terr("network"));
  const [problems, setProblems] = useState<Problems>({});

  async function submit(form: FormData) {
    const found = checkNew(form, limits);
    setProblems(found);
    setError(null);
    if (found.next || found.repeat) return;
    if (!(await run(() => setPasswordAction({ newPassword: String(form.get("newPassword")) })))) return;
    notify(t("set"));
    router.refresh();
  }

  return (
    <PasswordForm
      title={t("setTitle")}
      description={t("setLead")}
      submit={t("setSubmit")}
      pending={pending}
      error={error}
      generation={0}
      onData={submit}
    >
      <NewPasswordFields limits={limits} problems={problems} />
    </PasswordForm>
  );
}

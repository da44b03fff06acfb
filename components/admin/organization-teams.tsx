"use client";
/**
 * The operator's team buttons on an organization's page: create a team, rename one, add a member of the
 * organization to a team and take one out (lib/admin/team-actions.ts). Deleting a team: ./organization-actions.tsx.
 */
import { Pencil, Plus, UserPlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type ReactElement } from "react";
import { Button } from "@/components/ui/button";
import { ChoiceField, Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action";
import { addTeamMemberAction, createTeamAction, removeTeamMemberAction, renameTeamAction } from "@/lib/admin/team-actions";
import { TEAM_NAME_MAX, teamNameProblem } from "@/lib/organization/fields";
import { ConsoleFormDialog } from "./form-dialog";

type Person = { userId: string; name: string; email: string };

/** A dialog asking for a team's name, checked here first (not empty, at most TEAM_NAME_MAX characters, as the server holds it). */
function TeamNameForm({
  trigger,
  title,
  description,
  submitLabel,
  done,
  initial = "",
  run,
}: {
  trigger: ReactElement;
  title: string;
  description: string;
  submitLabel: string;
  done: string;
  initial?: string;
  run: (name: string) => Promise<ActionResult>;
}) {
  const t = useTranslations("admin.orgs.teams");
  const [invalid, setInvalid] = useState<string | null>(null);
  return (
    <ConsoleFormDialog
      onOpenChange={() => setInvalid(null)}
      trigger={trigger}
      title={title}
      description={description}
      submitLabel={submitLabel}
      done={done}
      noValidate
      run={async (data) => {
        const name = String(data.get("name") ?? "").trim();
        const problem = teamNameProblem(name);
        setInvalid(problem && (problem === "required" ? t("nameRequired") : t("nameTooLong", { max: TEAM_NAME_MAX })));
        return problem ? undefined : run(name);
      }}
    >
      <Field
        label={t("name")}
        name="name"
        defaultValue={initial}
        autoComplete="off"
        error={invalid ?? undefined}
        onChange={() => setInvalid(null)}
      />
    </ConsoleFormDialog>
  );
}

export function CreateTeamButton({ organizationId }: { organizationId: string }) {
  const t = useTranslations("admin.orgs.teams");
  return (
    <TeamNameForm
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden />
          {t("create")}
        </Button>
      }
      title={t("createTitle")}
      description={t("createText")}
      submitLabel={t("create")}
      done={t("created")}
      run={(name) => createTeamAction({ organizationId, name })}
    />
  );
}

export function RenameTeamButton({ organizationId, team }: { organizationId: string; team: { id: string; name: string } }) {
  const t = useTranslations("admin.orgs.teams");
  return (
    <TeamNameForm
      trigger={
        <Button variant="outline" size="sm" aria-label={t("renameLabel", { name: team.name })}>
          <Pencil aria-hidden />
          <span className="max-sm:sr-only">{t("rename")}</span>
        </Button>
      }
      title={t("renameTitle", { name: team.name })}
      description={t("renameText")}
      submitLabel={t("save")}
      done={t("renamed")}
      initial={team.name}
      run={(name) => renameTeamAction({ organizationId, teamId: team.id, name })}
    />
  );
}

/** Adds one of the organization's members who is not in the team yet. */
export function AddTeamMemberButton({
  organizationId,
  team,
  candidates,
}: {
  organizationId: string;
  team: { id: string; name: string };
  candidates: Person[];
}) {
  const t = useTranslations("admin.orgs.teams");
  if (candidates.length === 0) return null;
  return (
    <ConsoleFormDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={t("addMemberLabel", { name: team.name })}>
          <UserPlus aria-hidden />
          <span className="max-sm:sr-only">{t("addMember")}</span>
        </Button>
      }
      title={t("addMemberTitle", { name: team.name })}
      description={t("addMemberText")}
      submitLabel={t("addMember")}
      done={t("memberAdded")}
      noValidate
      run={(data) => addTeamMemberAction({ organizationId, teamId: team.id, userId: String(data.get("userId") ?? "") })}
    >
      <ChoiceField
        label={t("person")}
        name="userId"
        placeholder={t("choosePerson")}
        choices={candidates.map((p) => ({ value: p.userId, label: p.name ? `${p.name} (${p.email})` : p.email }))}
      />
    </ConsoleFormDialog>
  );
}

/** Takes a member out of the team (they stay in the organization). */
export function RemoveTeamMemberButton({
  organizationId,
  team,
  person,
}: {
  organizationId: string;
  team: { id: string; name: string };
  person: Person;
}) {
  const t = useTranslations("admin.orgs.teams");
  const tc = useTranslations("admin.common");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const who = person.name || person.email;

  async function remove() {
    setPending(true);
    const result = await removeTeamMemberAction({ organizationId, teamId: team.id, userId: person.userId }).catch(() => ({
      ok: false as const,
      message: tc("network"),
    }));
    setPending(false);
    if (!result.ok) return toast.error(result.message);
    toast.success(t("memberRemoved", { name: who, team: team.name }));
    router.refresh();
  }

  return (
    <Button
      variant="ghost"
      size="icon-sm"
      pending={pending}
      aria-label={t("removeMemberLabel", { name: who, team: team.name })}
      onClick={() => void remove()}
    >
      {!pending && <X aria-hidden />}
    </Button>
  );
}

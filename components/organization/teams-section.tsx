"use client";
/**
 * An organization's teams, each as a card with its members. Owners and admins create, rename and delete teams
 * (deleting after a confirmation; the people stay in the organization) and add or remove team members; the
 * member picker searches the organization's people on the server as one types. Unless the server lets an organization remove
 * all its teams (ALLOW_REMOVING_ALL_TEAMS), the last team's delete button stays disabled and the card says why;
 * so does "Add member" on a team at the member limit (TEAM_MEMBER_LIMIT).
 */
import { Network, Pencil, Plus, Trash2, UserPlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Avatar } from "@/components/ui/avatar";
import { Button, IconButton, type ButtonProps } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { findTeamCandidatesAction } from "@/lib/organization/actions";
import type { Person } from "@/lib/organization/people";
import { PersonPicker } from "./person-picker";
import { SectionHeader } from "./section-header";
import { TeamNameDialog } from "./team-name-dialog";
import { useOrgCall, useRowCalls } from "./use-org-call";

/** `full`: the team has no seat left under the member limit. */
type TeamRow = { id: string; name: string; members: Person[]; full: boolean };

type Props = {
  organizationId: string;
  teams: TeamRow[];
  canManage: boolean;
  /** The server refuses to remove an organization's last team. */
  keepsOneTeam: boolean;
  /** Most members a team may have (null: no limit). */
  teamMemberLimit: number | null;
};

export function TeamsSection({ organizationId, teams, canManage, keepsOneTeam, teamMemberLimit }: Props) {
  const t = useTranslations("org.teams");
  const call = useOrgCall();

  const createButton = (
    <TeamNameDialog
      trigger={
        <Button>
          <Plus aria-hidden />
          {t("new")}
        </Button>
      }
      title={t("createTitle")}
      description={t("createText")}
      submitLabel={t("create")}
      onSubmit={(name) => call((api) => api.createTeam({ name, organizationId }), t("created", { name }))}
    />
  );

  return (
    <>
      <SectionHeader title={t("title")} description={t("lead")} actions={canManage && teams.length > 0 && createButton} />
      {teams.length === 0 ? (
        <EmptyState
          icon={<Network />}
          title={t("none")}
          text={canManage ? t("noneManager") : t("noneMember")}
          action={canManage ? createButton : undefined}
        />
      ) : (
        <div className="grid gap-6">
          {teams.map((team) => (
            <TeamCard
              key={team.id}
              organizationId={organizationId}
              team={team}
              canManage={canManage}
              lastOne={keepsOneTeam && teams.length === 1}
              teamMemberLimit={teamMemberLimit}
            />
          ))}
        </div>
      )}
    </>
  );
}

function TeamCard({
  organizationId,
  team,
  canManage,
  lastOne,
  teamMemberLimit,
}: {
  organizationId: string;
  team: TeamRow;
  canManage: boolean;
  /** The organization's only team, which the server will not remove. */
  lastOne: boolean;
  teamMemberLimit: number | null;
}) {
  const t = useTranslations("org.teams");
  const call = useOrgCall();
  const { busy, error, run } = useRowCalls();

  function removeMember(person: Person) {
    void run(
      person.userId,
      (api) => api.removeTeamMember({ teamId: team.id, userId: person.userId, organizationId }),
      t("memberRemoved", { name: person.name || person.email, team: team.name }),
    );
  }

  const actions = canManage && (
    <>
      <TeamNameDialog
        trigger={<IconButton icon={Pencil} label={t("renameNamed", { name: team.name })} />}
        title={t("renameTitle", { name: team.name })}
        description={t("renameText")}
        submitLabel={t("save")}
        initial={team.name}
        onSubmit={(name) => call((api) => api.updateTeam({ teamId: team.id, data: { name, organizationId } }), t("renamed", { name }))}
      />
      {lastOne ? (
        // aria-disabled, not disabled: the button stays focusable, and its description is the reason.
        <IconButton icon={Trash2} label={t("deleteNamed", { name: team.name })} aria-disabled aria-describedby={`last-team-${team.id}`} />
      ) : (
        <ConfirmDialog
          trigger={<IconButton icon={Trash2} label={t("deleteNamed", { name: team.name })} />}
          title={t("deleteTitle", { name: team.name })}
          description={t("deleteText")}
          confirmLabel={t("delete")}
          cancelLabel={t("cancel")}
          onConfirm={() => call((api) => api.removeTeam({ teamId: team.id, organizationId }), t("deleted", { name: team.name }))}
        />
      )}
    </>
  );

  return (
    <Card
      id={`team-${team.id}`}
      title={<span className="[overflow-wrap:anywhere]">{team.name}</span>}
      description={team.members.length > 0 ? t("memberCount", { count: team.members.length }) : undefined}
      actions={actions}
    >
      <div className="flex flex-col gap-4" data-testid="team-row">
        {error && <Alert tone="error">{error}</Alert>}
        {canManage && lastOne && (
          <p id={`last-team-${team.id}`} className="text-[0.8125rem] text-muted-foreground">
            {t("lastTeam")}
          </p>
        )}
        {team.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noMembers")}</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label={t("members", { name: team.name })}>
            {team.members.map((m) => (
              <li key={m.userId} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                <Avatar src={m.image} name={m.name} email={m.email} size="sm" />
                <div className="grid min-w-0 flex-1 text-sm">
                  <span className="truncate font-medium">{m.name || m.email}</span>
                  <span className="truncate text-muted-foreground">{m.email}</span>
                </div>
                {canManage && (
                  <IconButton
                    icon={X}
                    label={t("removeMember", { name: m.name || m.email })}
                    pending={busy === m.userId}
                    onClick={() => removeMember(m)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {canManage && <AddMember organizationId={organizationId} team={team} limit={teamMemberLimit} />}
      </div>
    </Card>
  );
}

/** A combobox of the organization's people who are not in the team yet. */
function AddMember({ organizationId, team, limit }: { organizationId: string; team: TeamRow; limit: number | null }) {
  const t = useTranslations("org.teams");
  const errors = useTranslations("errors");
  const common = useTranslations("common");
  const { busy, error, run } = useRowCalls();
  const pending = busy !== null;

  function add(person: Person) {
    void run(
      person.userId,
      (api) => api.addTeamMember({ teamId: team.id, userId: person.userId, organizationId }),
      t("added", { name: person.name || person.email, team: team.name }),
    );
  }

  const button = (props: ButtonProps) => (
    <Button variant="outline" size="sm" className="self-start" {...props}>
      {!props.pending && <UserPlus aria-hidden />}
      {t("addMember")}
      <span className="sr-only">({team.name})</span>
    </Button>
  );

  if (team.full && limit !== null)
    return (
      <div className="flex flex-col items-start gap-2">
        {/* aria-disabled, not disabled: the button stays focusable, and its description is the reason. */}
        {button({ "aria-disabled": true, "aria-describedby": `team-full-${team.id}` })}
        <p id={`team-full-${team.id}`} className="text-[0.8125rem] text-muted-foreground">
          {t("teamFull", { limit })}
        </p>
      </div>
    );

  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <PersonPicker
        trigger={button({ pending })}
        find={(search) => findTeamCandidatesAction({ organizationId, teamId: team.id, search })}
        label={t("findPerson")}
        loading={common("loading")}
        noneLeft={t("everyoneIn")}
        noMatch={t("noPerson")}
        networkError={errors("network")}
        onPick={add}
      />
    </div>
  );
}

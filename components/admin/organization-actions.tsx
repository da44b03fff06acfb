"use client";
/** The operator's buttons on an organization's page (owner powers; lib/admin/organization-actions.ts). */
import { Pencil, Trash2, UserCog, UserMinus, UserPlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { EMAIL_MAX_LENGTH } from "@/lib/auth/limits";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ConfirmButton } from "@/components/settings/confirm-button";
import {
  addMemberAction,
  cancelInvitationAction,
  deleteOrganizationAction,
  deleteTeamAction,
  removeMemberAction,
  setMemberRoleAction,
  updateOrganizationAction,
} from "@/lib/admin/organization-actions";
import type { Role } from "@/lib/organization/roles";
import { ConsoleFormDialog } from "./form-dialog";
import { RoleField } from "./role-field";

type Org = { id: string; name: string; slug: string };

export function OrganizationEditButtons({ org }: { org: Org }) {
  const t = useTranslations("admin.orgs");
  const router = useRouter();
  return (
    <div className="flex flex-wrap gap-2">
      <ConsoleFormDialog
        trigger={
          <Button variant="outline" size="sm">
            <Pencil aria-hidden />
            {t("edit.open")}
          </Button>
        }
        title={t("edit.title")}
        submitLabel={t("edit.submit")}
        done={t("edit.done")}
        run={(data) =>
          updateOrganizationAction({ organizationId: org.id, name: String(data.get("name") ?? ""), slug: String(data.get("slug") ?? "") })
        }
      >
        <Field label={t("fields.name")} name="name" defaultValue={org.name} required maxLength={100} autoComplete="off" />
        <Field
          label={t("fields.slug")}
          name="slug"
          defaultValue={org.slug}
          required
          maxLength={64}
          autoComplete="off"
          hint={t("fields.slugHint")}
        />
      </ConsoleFormDialog>
      <ConsoleFormDialog
        trigger={
          <Button variant="outline" size="sm" className="text-danger">
            <Trash2 aria-hidden />
            {t("delete.open")}
          </Button>
        }
        title={t("delete.title")}
        description={t("delete.text", { name: org.name })}
        submitLabel={t("delete.submit")}
        destructive
        done={t("delete.done")}
        run={() => deleteOrganizationAction({ organizationId: org.id })}
        onDone={() => router.push("/admin/organizations")}
      />
    </div>
  );
}

export function AddMemberButton({ organizationId }: { organizationId: string }) {
  const t = useTranslations("admin.orgs.members");
  return (
    <ConsoleFormDialog
      trigger={
        <Button variant="outline" size="sm">
          <UserPlus aria-hidden />
          {t("add")}
        </Button>
      }
      title={t("addTitle")}
      description={t("addText")}
      submitLabel={t("add")}
      done={t("added")}
      run={(data) => addMemberAction({ organizationId, email: String(data.get("email") ?? ""), role: String(data.get("role")) as Role })}
    >
      <Field label={t("email")} name="email" type="email" required maxLength={EMAIL_MAX_LENGTH} autoComplete="off" />
      <RoleField label={t("role")} defaultValue="member" />
    </ConsoleFormDialog>
  );
}

export function MemberButtons({ organizationId, member }: { organizationId: string; member: { id: string; email: string; role: Role } }) {
  const t = useTranslations("admin.orgs");
  return (
    <div className="flex justify-end gap-1.5">
      <ConsoleFormDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={t("members.roleLabel", { email: member.email })}>
            <UserCog aria-hidden />
            <span className="max-sm:sr-only">{t("members.role")}</span>
          </Button>
        }
        title={t("members.roleTitle")}
        description={member.email}
        submitLabel={t("members.save")}
        done={t("members.roleDone")}
        run={(data) => setMemberRoleAction({ organizationId, memberId: member.id, role: String(data.get("role")) as Role })}
      >
        <RoleField label={t("members.role")} defaultValue={member.role} />
      </ConsoleFormDialog>
      <ConfirmButton
        label={t("members.removeLabel", { email: member.email })}
        title={t("members.removeTitle")}
        description={t("members.removeText", { email: member.email })}
        confirm={t("members.remove")}
        done={t("members.removed")}
        run={() => removeMemberAction({ organizationId, memberId: member.id })}
      >
        <UserMinus aria-hidden />
        <span className="max-sm:sr-only">{t("members.remove")}</span>
      </ConfirmButton>
    </div>
  );
}

export function CancelInvitationButton({
  organizationId,
  invitation,
}: {
  organizationId: string;
  invitation: { id: string; email: string };
}) {
  const t = useTranslations("admin.orgs.invitations");
  return (
    <ConfirmButton
      label={t("cancelLabel", { email: invitation.email })}
      title={t("cancelTitle")}
      description={t("cancelText", { email: invitation.email })}
      confirm={t("cancel")}
      done={t("canceled")}
      run={() => cancelInvitationAction({ organizationId, invitationId: invitation.id })}
    >
      <X aria-hidden />
      <span className="max-sm:sr-only">{t("cancel")}</span>
    </ConfirmButton>
  );
}

export function DeleteTeamButton({ organizationId, team }: { organizationId: string; team: { id: string; name: string } }) {
  const t = useTranslations("admin.orgs.teams");
  return (
    <ConfirmButton
      label={t("deleteLabel", { name: team.name })}
      title={t("deleteTitle")}
      description={t("deleteText", { name: team.name })}
      confirm={t("delete")}
      done={t("deleted")}
      run={() => deleteTeamAction({ organizationId, teamId: team.id })}
    >
      <Trash2 aria-hidden />
      <span className="max-sm:sr-only">{t("delete")}</span>
    </ConfirmButton>
  );
}

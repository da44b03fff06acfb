"use client";
/** The organization switcher's list (Radix Popover + cmdk), loaded on first intent by <OrgSwitcher>. */
import { Check, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Avatar } from "@/components/ui/avatar";
import { CommandGroup, CommandItem, CommandSeparator } from "@/components/ui/command";
import { CommandPopover } from "@/components/ui/command-popover";
import { useFocusOnMount, type DeferredProps } from "@/components/ui/deferred";
import { OrgTrigger } from "@/components/layout/account-triggers";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { destinationOf, type SwitcherOrg } from "./org-switcher-scope";
import type { OrgSwitcherProps } from "./org-switcher-view";
import { useSwitcherView } from "./use-switcher-view";

export function OrgSwitcherMenu(props: OrgSwitcherProps & DeferredProps & { pathname: string; orgParam: string | null }) {
  const { organizations, user, canCreate, pathname, orgParam, initiallyOpen, focusTrigger } = props;
  const t = useTranslations("nav");
  const router = useRouter();
  const [open, setOpen] = useState(initiallyOpen);
  const [pending, startTransition] = useTransition();
  const { scope, trigger } = useSwitcherView(props, pathname, orgParam);
  const ref = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  const currentId = scope.kind === "org" ? scope.org.id : null;

  function choose(org: SwitcherOrg | null) {
    setOpen(false);
    startTransition(async () => {
      // The choice is also remembered as the session's active organization, where the home page lands.
      const result = await publicAuth.organization.setActive({ organizationId: org ? org.id : null });
      if (result.error) return;
      router.push(destinationOf(pathname, org));
      router.refresh();
    });
  }

  return (
    <CommandPopover
      open={open}
      onOpenChange={setOpen}
      trigger={<OrgTrigger ref={ref} {...trigger} aria-busy={pending || undefined} />}
      disabled={pending}
      label={t("findOrganization")}
      empty={t("noOrganization")}
      className="w-72"
    >
      <CommandGroup heading={t("personalGroup")}>
        <CommandItem value={`personal ${user.name} ${user.email}`} onSelect={() => choose(null)}>
          <Avatar src={user.image} name={user.name} email={user.email} size="sm" />
          <span className="truncate">{t("personal")}</span>
          {currentId === null && <Check className="ml-auto" aria-label={t("current")} />}
        </CommandItem>
      </CommandGroup>
      {organizations.length > 0 && (
        <CommandGroup heading={t("organizations")}>
          {organizations.map((org) => (
            <CommandItem key={org.id} value={`${org.name} ${org.slug} ${org.id}`} onSelect={() => choose(org)}>
              <Avatar src={org.logo} name={org.name} shape="square" size="sm" />
              <span className="truncate">{org.name}</span>
              {currentId === org.id && <Check className="ml-auto" aria-label={t("current")} />}
            </CommandItem>
          ))}
        </CommandGroup>
      )}
      {canCreate && (
        <>
          <CommandSeparator />
          <CommandGroup>
            <CommandItem
              value="__create__"
              forceMount
              onSelect={() => {
                setOpen(false);
                router.push("/organizations/new");
              }}
            >
              <Plus />
              {t("createOrganization")}
            </CommandItem>
          </CommandGroup>
        </>
      )}
    </CommandPopover>
  );
}

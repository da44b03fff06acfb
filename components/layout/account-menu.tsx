"use client";
/**
 * The signed-in person's avatar in the header; its menu loads on first intent (deferred.tsx). It comes in place
 * of the server's placeholder (the header's AccountMenuSlot), and carries on what was done to it.
 */
import { useTranslations } from "next-intl";
import type { AccountMenuProps } from "./account-menu-content";
import { Deferred } from "@/components/ui/deferred";
import type { SwappedProps } from "@/components/ui/swap-in";
import { AccountTrigger } from "./account-triggers";

const load = () => import("./account-menu-content").then((m) => m.AccountMenuContent);

export function AccountMenu({ pressed, focused, ...props }: AccountMenuProps & SwappedProps) {
  const t = useTranslations("nav");
  const { user } = props;
  return (
    <Deferred
      load={load}
      props={props}
      trigger={<AccountTrigger label={t("account")} name={user.name} email={user.email} image={user.image} />}
      startWith={{ pressed, focused }}
    />
  );
}

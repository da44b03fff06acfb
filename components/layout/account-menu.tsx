"use client";
/** The signed-in person's avatar in the header; its menu loads on first intent (deferred.tsx). */
import { useTranslations } from "next-intl";
import type { AccountMenuProps } from "./account-menu-content";
import { Deferred } from "@/components/ui/deferred";
import { AccountTrigger } from "./account-triggers";

const load = () => import("./account-menu-content").then((m) => m.AccountMenuContent);

export function AccountMenu(props: AccountMenuProps) {
  const t = useTranslations("nav");
  const { user } = props;
  return (
    <Deferred
      load={load}
      props={props}
      trigger={<AccountTrigger label={t("account")} name={user.name} email={user.email} image={user.image} />}
    />
  );
}

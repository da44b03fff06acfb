"use client";
/**
 * The role of a member as a button that opens a menu of roles (./role-menu-content.tsx). The menu's code
 * (Radix dropdown and its positioning) loads on first intent, so the members page ships a plain button per row.
 */
import { Deferred } from "@/components/ui/deferred";
import { RoleButton, type RoleMenuProps } from "./role-button";

const load = () => import("./role-menu-content").then((m) => m.RoleMenuContent);

export function RoleMenu(props: RoleMenuProps) {
  return <Deferred load={load} props={props} trigger={<RoleButton name={props.name} role={props.role} pending={props.pending} />} />;
}

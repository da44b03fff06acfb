"use client";
/** The phone header's menu button, drawn by the server (triggers.tsx); the sheet's code loads on first intent (deferred.tsx). */
import type { ReactElement } from "react";
import { Deferred } from "@/components/ui/deferred";
import type { MobileMenuProps } from "./mobile-menu-content";

const load = () => import("./mobile-menu-content").then((m) => m.MobileMenuContent);

export function MobileMenu({ trigger, ...props }: MobileMenuProps & { trigger: ReactElement<Record<string, unknown>> }) {
  return <Deferred load={load} props={props} trigger={trigger} />;
}

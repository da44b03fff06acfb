"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useFocusOnMount, type DeferredProps } from "@/components/ui/deferred";
import { Avatar } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { BuyerChoice } from "./buyer";
import { BuyerTrigger } from "./buyer-trigger";

/** The accounts a purchase could be for instead, each a link to the pricing page that buys for it. */
export function BuyerMenuContent({ choices, initiallyOpen, focusTrigger }: { choices: BuyerChoice[] } & DeferredProps) {
  const t = useTranslations("billing");
  const ref = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <DropdownMenu defaultOpen={initiallyOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <BuyerTrigger ref={ref} label={t("changeBuyer")} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-72">
        <DropdownMenuLabel>{t("buyFor")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {choices.map((choice) => (
          <DropdownMenuItem key={choice.key} asChild>
            <Link href={choice.href}>
              <Avatar
                src={choice.logo}
                name={choice.label}
                email={choice.email}
                shape={choice.organization ? "square" : "circle"}
                size="xs"
              />
              <span className="truncate">{choice.label}</span>
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

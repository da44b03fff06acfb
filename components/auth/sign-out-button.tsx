"use client";
import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { publicAuth } from "@/lib/auth/browser/public-client";

/**
 * Signs out and goes to the sign-in page, which brings the person back to `next` (e.g. an invitation meant
 * for another of their addresses) once signed in again.
 */
export function SignOutButton({ next, ...props }: { next?: string } & Omit<ButtonProps, "onClick" | "pending">) {
  const t = useTranslations("common");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      {...props}
      pending={pending}
      onClick={async () => {
        setPending(true);
        await publicAuth.signOut();
        router.push(next ? `/sign-in?next=${encodeURIComponent(next)}` : "/sign-in");
        router.refresh();
      }}
    >
      {!pending && <LogOut aria-hidden />}
      {t("signOut")}
    </Button>
  );
}

import { ArrowLeft } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { buttonVariants } from "@/components/ui/button";

/** The footer link of the account screens that lead back to the sign-in form, with its arrow. */
export function BackToSignIn({ label }: { label: string }) {
  return (
    <AppLink href="/sign-in" className={buttonVariants({ variant: "link", size: null, className: "gap-1.5" })}>
      <ArrowLeft aria-hidden />
      {label}
    </AppLink>
  );
}

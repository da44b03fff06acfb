"use client";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { NativeSelect } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";

/** Shows the mails of one recipient (?to=…) or of all; the choice is in the address, so it can be shared. */
export function RecipientFilter({ recipients, current }: { recipients: string[]; current: string | null }) {
  const t = useTranslations("outbox");
  const router = useRouter();
  const pathname = usePathname();
  const [pending, start] = useTransition();
  return (
    <FormField label={t("filterLabel")} className="w-full sm:w-80">
      <NativeSelect
        value={current ?? ""}
        aria-busy={pending || undefined}
        onChange={(event) => {
          const to = event.target.value;
          start(() => router.replace(to ? `${pathname}?to=${encodeURIComponent(to)}` : pathname));
        }}
      >
        <option value="">{t("allRecipients")}</option>
        {recipients.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useTransition } from "react";
import { publicAuth } from "@/lib/auth/public-client";

type Org = { id: string; name: string; slug: string };

const PERSONAL = "";
const CREATE = "__create__";

/** Personal space plus each organization; choosing one makes it the session's active organization. */
export function OrgSwitcher({ organizations, activeId }: { organizations: Org[]; activeId: string | null }) {
  const t = useTranslations("org");
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();

  function choose(value: string) {
    if (value === CREATE) return router.push("/organizations/new");
    startTransition(async () => {
      const org = organizations.find((o) => o.id === value);
      const result = await publicAuth.organization.setActive({ organizationId: org ? org.id : null });
      if (result.error) return;
      router.push(org ? `/orgs/${org.slug}` : "/");
      router.refresh();
    });
  }

  return (
    <span className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t("switcher")}
      </label>
      <select
        id={id}
        value={activeId ?? PERSONAL}
        disabled={pending}
        onChange={(e) => choose(e.target.value)}
        className="max-w-44 rounded border border-zinc-300 bg-white px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900"
      >
        <option value={PERSONAL}>{t("personal")}</option>
        {organizations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
        <option value={CREATE}>{t("createOption")}</option>
      </select>
    </span>
  );
}

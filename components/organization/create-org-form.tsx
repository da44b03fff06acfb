"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { authClient } from "@/lib/auth/client";
import { SLUG_PATTERN, suggestSlug } from "@/lib/organization/slug";

type SlugState = "idle" | "checking" | "free" | "taken";

/** The slug follows the name until the user edits it, and is checked against the server as they type. */
export function CreateOrgForm() {
  const t = useTranslations("org.create");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  // The server's answer for the slug it was asked about; while that is not the current slug, it is "checking".
  const [checked, setChecked] = useState<{ slug: string; free: boolean } | null>(null);
  const valid = Boolean(slug) && new RegExp(SLUG_PATTERN).test(slug);
  const slugState: SlugState = !valid ? "idle" : checked?.slug !== slug ? "checking" : checked.free ? "free" : "taken";

  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(async () => {
      const result = await authClient.organization.checkSlug({ slug });
      setChecked({ slug, free: !result.error });
    }, 300);
    return () => clearTimeout(timer);
  }, [slug, valid]);

  async function submit() {
    const result = await run(() => authClient.organization.create({ name: name.trim(), slug }));
    if (result && !result.error) {
      router.push(`/orgs/${slug}`);
      router.refresh();
    }
  }

  const hint = slugState === "checking" ? t("checking") : slugState === "free" ? t("slugAvailable") : slugState === "taken" ? t("slugTaken") : t("slugHint", { slug: slug || "…" });
  return (
    <Form onData={submit} className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        label={t("name")}
        name="name"
        required
        maxLength={100}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          if (!slugEdited) setSlug(suggestSlug(e.target.value));
        }}
      />
      <Field
        label={t("slug")}
        name="slug"
        required
        maxLength={64}
        pattern={SLUG_PATTERN}
        value={slug}
        hint={hint}
        aria-invalid={slugState === "taken"}
        onChange={(e) => {
          setSlugEdited(true);
          setSlug(e.target.value.toLowerCase());
        }}
      />
      <Button type="submit" disabled={pending || slugState === "taken"} className="self-start">
        {t("submit")}
      </Button>
    </Form>
  );
}

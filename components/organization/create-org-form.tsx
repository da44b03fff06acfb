"use client";
/**
 * Creating an organization: the slug follows the name (transliterated, so "Моя компания" gives
 * "moya-kompaniya") until the user edits it, is checked against the server as they type, and when taken a
 * free-looking variant is offered in one click. The logo preview shows the initials the organization will have.
 */
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { organizationApi } from "@/lib/auth/browser/organization";
import { errorMessage } from "@/lib/auth/browser/error-message";
import { suggestSlug } from "@/lib/organization/slug";
import { NAME_MAX, SLUG_MAX } from "@/lib/organization/fields";
import { orgFieldErrors, type OrgFieldErrors } from "./org-fields";
import { SlugStatus } from "./slug-status";
import { useSlugCheck } from "./use-slug-check";

/** "acme" → "acme-2", "acme-2" → "acme-3": the next variant to try when a slug is taken. */
function nextVariant(slug: string) {
  const match = /^(.*)-(\d+)$/.exec(slug);
  const stem = match ? match[1] : slug;
  const n = match ? Number(match[2]) + 1 : 2;
  return `${stem.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
}

export function CreateOrgForm() {
  const t = useTranslations("org");
  const tv = useTranslations("org.validation");
  const te = useTranslations("errors");
  const locale = useLocale();
  const router = useRouter();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<OrgFieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const slugState = useSlugCheck(slug);
  const variant = slugState === "taken" ? nextVariant(slug) : null;

  async function submit() {
    const found = orgFieldErrors(tv, { name, slug });
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0 || slugState === "taken") return;
    setPending(true);
    try {
      const result = await (await organizationApi()).create({ name: name.trim(), slug });
      if (result.error) {
        setError(errorMessage(te, result.error));
        setPending(false);
        return;
      }
      toast.success(t("create.created", { name: name.trim() }));
      router.push(`/orgs/${slug}`);
      router.refresh();
    } catch {
      setError(te("network"));
      setPending(false);
    }
  }

  return (
    <Form onData={submit} noValidate className="grid gap-5" aria-label={t("create.title")}>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex items-center gap-4">
        <Avatar name={name.trim() || "?"} shape="square" size="xl" />
        <p className="text-sm text-muted-foreground">{t("create.logoLater")}</p>
      </div>
      <Field
        label={t("create.name")}
        name="name"
        autoComplete="organization"
        placeholder={t("create.namePlaceholder")}
        maxLength={NAME_MAX + 1}
        value={name}
        error={errors.name}
        onChange={(e) => {
          setName(e.target.value);
          setErrors((x) => ({ ...x, name: undefined, slug: slugEdited ? x.slug : undefined }));
          if (!slugEdited) setSlug(suggestSlug(e.target.value, locale));
        }}
      />
      <div className="grid gap-2">
        <Field
          label={t("create.slug")}
          name="slug"
          autoComplete="off"
          spellCheck={false}
          maxLength={SLUG_MAX + 1}
          value={slug}
          hint={slugState === "taken" ? undefined : <SlugStatus state={slugState} slug={slug} />}
          error={errors.slug ?? (slugState === "taken" ? t("create.slugTaken") : undefined)}
          onChange={(e) => {
            setSlugEdited(true);
            setSlug(e.target.value.toLowerCase());
            setErrors((x) => ({ ...x, slug: undefined }));
          }}
        />
        {variant && (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => {
              setSlugEdited(true);
              setSlug(variant);
            }}
          >
            {t("create.useVariant", { slug: variant })}
          </Button>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href="/">{t("create.cancel")}</Link>
        </Button>
        <Button type="submit" pending={pending} disabled={slugState === "taken" || slugState === "checking"}>
          {t("create.submit")}
        </Button>
      </div>
    </Form>
  );
}

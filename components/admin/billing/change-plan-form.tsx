"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { FormField } from "@/components/ui/form-field";
import { changeSubscriptionPlanAction } from "@/lib/billing/seller/actions";

/** Moves a subscription to another recurring product; Polar prorates as the seller has set it up. */
export function ChangePlanForm({
  subscriptionId,
  currentProductId,
  products,
}: {
  subscriptionId: string;
  currentProductId: string;
  products: { id: string; name: string }[];
}) {
  const t = useTranslations("admin.subscriptions");
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const others = products.filter((p) => p.id !== currentProductId);
  if (!others.length) return <p className="text-sm text-muted-foreground">{t("noOtherPlans")}</p>;
  const submit = (form: FormData) =>
    start(async () => {
      const result = await changeSubscriptionPlanAction({ subscriptionId, productId: String(form.get("productId")) });
      if (!result.ok) return setError(result.message);
      setError(null);
      const { toast } = await import("@/components/ui/toaster");
      toast.success(t("planChanged"));
      router.refresh();
    });
  return (
    <Form onData={submit} className="flex flex-wrap items-end gap-3" aria-label={t("changePlan")}>
      <FormField label={t("newPlan")} className="min-w-56">
        <NativeSelect name="productId" defaultValue={others[0].id}>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" pending={pending}>
        {t("changePlan")}
      </Button>
      {error && (
        <div className="basis-full">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </Form>
  );
}

"use client";
/**
 * Adding the account to an authenticator app: its QR code, drawn here in the browser (the `qrcode` library,
 * loaded only for this step, so no outside service ever sees the secret), the key for typing in by hand, and the
 * first code from the app, which turns two-step sign-in on.
 */
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { useRequiredField, type StepFormProps } from "./required-field";
import { StepActions } from "./step-actions";

function useQrCode(uri: string) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 176, errorCorrectionLevel: "M" }))
      .then((data) => live && setImage(data));
    return () => {
      live = false;
    };
  }, [uri]);
  return image;
}

/** The key in groups of four, as authenticator apps show it. */
const grouped = (key: string) => key.replace(/(.{4})/g, "$1 ").trim();

export function AuthenticatorSetup(props: StepFormProps & { totpURI: string; onCode: (code: string) => void }) {
  const t = useTranslations("twoFactor");
  const image = useQrCode(props.totpURI);
  const { missing, onData } = useRequiredField("code", props.onCode);
  const key = new URL(props.totpURI).searchParams.get("secret") ?? "";
  return (
    <Form onData={onData} noValidate aria-label={t("scanTitle")} className="flex flex-col gap-4">
      <div className="grid gap-1">
        <h3 className="font-medium">{t("scanTitle")}</h3>
        <p className="text-sm text-pretty text-muted-foreground">{t("scanLead")}</p>
      </div>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser, nothing to optimise
          <img src={image} alt={t("qrAlt")} width={176} height={176} className="rounded-lg border bg-white p-1" />
        ) : (
          <Skeleton className="size-44 rounded-lg" />
        )}
        <div className="grid min-w-0 gap-1">
          <p className="text-sm text-muted-foreground">{t("manualKey")}</p>
          <code className="font-mono text-sm break-all select-all">{grouped(key)}</code>
        </div>
      </div>
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <Field
        label={t("codeLabel")}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        className="max-w-40 font-mono tracking-widest"
        error={missing ? t("codeRequired") : undefined}
      />
      <StepActions label={t("confirm")} pending={props.pending} onCancel={props.onCancel} />
    </Form>
  );
}

"use client";
/**
 * A picture's preview beside the ways to change it: Upload (the file is shrunk in the browser to a small inline
 * picture, components/ui/shrink-image.ts, so it needs no file storage), Remove and a hint; under them the field
 * for a web address instead (empty while the picture is an upload). Used by the profile (a round avatar) and
 * the organization (its logo).
 * Usage: `<PictureUpload value={image} onChange={setImage} preview={<Avatar … />} hint={t("pictureHint")}
 *   address={{ label: t("imageUrl"), name: "image", error }} />`.
 */
import { ImageUp, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { PICTURE_MAX } from "@/lib/picture";
import { Badge } from "./badge";
import { Button } from "./button";
import { Field } from "./field";
import { shrinkImage } from "./shrink-image";

type Props = {
  value: string;
  onChange: (value: string) => void;
  preview: ReactNode;
  hint: ReactNode;
  /** The address field: its label, form name, refusal and limit. */
  address: { label: string; name: string; error?: string; maxLength?: number; autoComplete?: string };
  disabled?: boolean;
};

export function PictureUpload({ value, onChange, preview, hint, address, disabled }: Props) {
  const t = useTranslations("picture");
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // picking the same file again must fire again
    if (!file) return;
    setProblem(null);
    try {
      const shrunk = await shrinkImage(file, PICTURE_MAX);
      if (shrunk) onChange(shrunk);
      else setProblem(t("tooDetailed"));
    } catch {
      setProblem(t("unreadable"));
    }
  }

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {preview}
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" disabled={disabled} aria-describedby={hintId} onClick={() => fileInput.current?.click()}>
              <ImageUp aria-hidden />
              {t("upload")}
            </Button>
            {value && !disabled && (
              <Button variant="ghost" size="sm" onClick={() => onChange("")}>
                <Trash2 aria-hidden />
                {t("remove")}
              </Button>
            )}
            {value.startsWith("data:") && <Badge variant="neutral">{t("uploaded")}</Badge>}
          </div>
          <p id={hintId} className="text-[0.8125rem] text-muted-foreground">
            {hint}
          </p>
          {problem && (
            <p role="alert" className="text-[0.8125rem] font-medium text-danger">
              {problem}
            </p>
          )}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t("upload")}
            disabled={disabled}
            onChange={upload}
          />
        </div>
      </div>
      <Field
        label={address.label}
        name={address.name}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value.startsWith("data:") ? "" : value}
        maxLength={address.maxLength}
        autoComplete={address.autoComplete}
        onChange={(e) => onChange(e.target.value)}
        error={address.error}
      />
    </>
  );
}

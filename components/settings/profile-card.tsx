"use client";
/**
 * Name and picture. The picture previews live: a pasted address is drawn as soon as it is typed, and an
 * uploaded file is shrunk in the browser to a small inline picture (components/settings/shrink-image.ts), so
 * it fits the profile's 2000-character image field and needs no file storage.
 */
import { ImageUp, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState, type ChangeEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { useStep } from "@/components/ui/use-step";
import { updateProfileAction } from "@/lib/account/actions";
import { IMAGE_MAX, NAME_MAX, imageProblem, nameProblem, type ProfileProblem } from "@/lib/account/rules";
import { notify } from "./notify";
import { shrinkImage } from "./shrink-image";

type Props = { name: string; email: string; image: string };

export function ProfileCard({ name: savedName, email, image: savedImage }: Props) {
  const t = useTranslations("settings.profile");
  const te = useTranslations("settings.errors");
  const tc = useTranslations("common");
  const terr = useTranslations("errors");
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(savedName);
  const [image, setImage] = useState(savedImage);
  const [problems, setProblems] = useState<{ name?: ProfileProblem; image?: ProfileProblem }>({});
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { pending, error, setError, run } = useStep(terr("network"));

  // Save waits for a change, and is disabled again once the refreshed page brings the stored values.
  const changed = name !== savedName || image !== savedImage;
  const uploaded = image.startsWith("data:");
  const preview = imageProblem(image) ? null : image.trim() || null;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // picking the same file again must fire again
    if (!file) return;
    setUploadError(null);
    try {
      const shrunk = await shrinkImage(file, IMAGE_MAX);
      if (shrunk) setImage(shrunk);
      else setUploadError(t("uploadTooDetailed"));
    } catch {
      setUploadError(t("uploadFailed"));
    }
  }

  async function save() {
    const found = { name: nameProblem(name) ?? undefined, image: imageProblem(image) ?? undefined };
    setProblems(found);
    setError(null);
    if (found.name || found.image) return;
    if (!(await run(() => updateProfileAction({ name, image })))) return;
    notify(t("saved"));
    router.refresh();
  }

  return (
    <Card
      id="profile"
      title={t("title")}
      description={t("description")}
      footer={
        <Button type="submit" form="profile-form" pending={pending} disabled={!changed}>
          {tc("save")}
        </Button>
      }
    >
      <Form id="profile-form" onData={save} noValidate className="flex flex-col gap-5">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Avatar src={preview} name={name} email={email} size="xl" />
          <div className="grid min-w-0 gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                <ImageUp aria-hidden />
                {t("upload")}
              </Button>
              {image && (
                <Button variant="ghost" size="sm" onClick={() => setImage("")}>
                  <Trash2 aria-hidden />
                  {t("remove")}
                </Button>
              )}
              {uploaded && <Badge variant="neutral">{t("uploaded")}</Badge>}
            </div>
            <p className="text-[0.8125rem] text-muted-foreground">{t("pictureHint")}</p>
            {uploadError && (
              <p role="alert" className="text-[0.8125rem] font-medium text-danger">
                {uploadError}
              </p>
            )}
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-label={t("upload")}
              onChange={upload}
            />
          </div>
        </div>
        <Field
          label={t("imageUrl")}
          name="image"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={uploaded ? "" : image}
          onChange={(e) => setImage(e.target.value)}
          error={problems.image && te(problems.image)}
          autoComplete="photo"
        />
        <Field
          label={tc("name")}
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={NAME_MAX}
          autoComplete="name"
          error={problems.name && te(problems.name)}
        />
      </Form>
    </Card>
  );
}

"use client";
/**
 * Name and picture. The picture previews live: a pasted address is drawn as soon as it is typed, and an
 * uploaded file is shrunk in the browser to a small inline picture (components/ui/picture-upload.tsx).
 */
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { PictureUpload } from "@/components/ui/picture-upload";
import { useStep } from "@/components/ui/use-step";
import { updateProfileAction } from "@/lib/account/actions";
import { NAME_MAX, imageProblem, nameProblem, type ProfileProblem } from "@/lib/account/rules";
import { pictureSrc } from "@/lib/picture";
import { notify } from "./notify";

type Props = { name: string; email: string; image: string };

export function ProfileCard({ name: savedName, email, image: savedImage }: Props) {
  const t = useTranslations("settings.profile");
  const te = useTranslations("settings.errors");
  const tc = useTranslations("common");
  const terr = useTranslations("errors");
  const router = useRouter();
  const [name, setName] = useState(savedName);
  const [image, setImage] = useState(savedImage);
  const [problems, setProblems] = useState<{ name?: ProfileProblem; image?: ProfileProblem }>({});
  const { pending, error, setError, run } = useStep(terr("network"));

  // Save waits for a change, and is disabled again once the refreshed page brings the stored values.
  const changed = name !== savedName || image !== savedImage;

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
        <PictureUpload
          value={image}
          onChange={setImage}
          preview={<Avatar src={pictureSrc(image)} name={name} email={email} size="xl" />}
          hint={t("pictureHint")}
          address={{ label: t("imageUrl"), name: "image", error: problems.image && te(problems.image), autoComplete: "photo" }}
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

"use client";
/** The backup codes, shown once after they are made: copyable and downloadable as a text file. */
import { Copy, Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notify } from "./notify";

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

export function BackupCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const t = useTranslations("twoFactor");
  const text = `${t("fileHeading", { email })}\n\n${codes.join("\n")}\n`;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-1">
        <h3 className="font-medium">{t("backupTitle")}</h3>
        <p className="text-sm text-pretty text-muted-foreground">{t("backupLead")}</p>
      </div>
      <ul aria-label={t("backupTitle")} className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg border bg-muted/40 p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void navigator.clipboard.writeText(text).then(() => notify(t("copied")))}>
          <Copy aria-hidden />
          {t("copy")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => download("backup-codes.txt", text)}>
          <Download aria-hidden />
          {t("download")}
        </Button>
        <Button size="sm" className="sm:ml-auto" onClick={onDone}>
          {t("done")}
        </Button>
      </div>
    </div>
  );
}

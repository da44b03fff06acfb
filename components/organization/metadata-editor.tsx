"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export type Pair = { key: string; value: string };

/** Metadata as editable key-value rows. */
export function MetadataEditor({ pairs, onChange, disabled }: { pairs: Pair[]; onChange: (pairs: Pair[]) => void; disabled?: boolean }) {
  const t = useTranslations("org.settings");
  const set = (index: number, patch: Partial<Pair>) => onChange(pairs.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-medium">{t("metadata")}</legend>
      <p className="text-xs text-zinc-500">{t("metadataHint")}</p>
      {pairs.map((pair, index) => (
        <div key={index} className="flex gap-2">
          <input
            aria-label={`${t("key")} ${index + 1}`}
            value={pair.key}
            maxLength={64}
            onChange={(e) => set(index, { key: e.target.value })}
            className="w-1/3 rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          />
          <input
            aria-label={`${t("value")} ${index + 1}`}
            value={pair.value}
            maxLength={500}
            onChange={(e) => set(index, { value: e.target.value })}
            className="flex-1 rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          />
          <Button variant="ghost" aria-label={t("removePair", { index: index + 1 })} onClick={() => onChange(pairs.filter((_, i) => i !== index))}>
            ×
          </Button>
        </div>
      ))}
      <Button variant="secondary" className="self-start" onClick={() => onChange([...pairs, { key: "", value: "" }])}>
        {t("addPair")}
      </Button>
    </fieldset>
  );
}

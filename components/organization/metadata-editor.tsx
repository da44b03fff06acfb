"use client";
/**
 * The organization's metadata as key–value rows, saved on their own. Rows left entirely empty are dropped;
 * a value without a key, or a key used twice, is pointed out on its row before anything is sent. Save stays
 * disabled while the rows that would be sent are those already stored, as on the profile form beside it.
 */
import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormCard } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { useStep } from "@/components/ui/use-step";
import { useOrgCall } from "./use-org-call";

type Pair = { id: number; key: string; value: string };

/** The rows that would be sent: those with a key or a value. */
const keptOf = (pairs: Pair[]) => pairs.filter((p) => p.key.trim() || p.value.trim());

/** Whether the rows say exactly what is stored, in the same order. */
function sameAsStored(kept: Pair[], stored: Record<string, string>) {
  const keys = Object.keys(stored);
  return kept.length === keys.length && kept.every((p, i) => p.key.trim() === keys[i] && p.value === stored[keys[i]]);
}

export function MetadataEditor({
  organizationId,
  metadata,
  canManage,
}: {
  organizationId: string;
  metadata: Record<string, string>;
  canManage: boolean;
}) {
  const t = useTranslations("org.settings");
  const tv = useTranslations("org.validation");
  const call = useOrgCall();
  const [pairs, setPairs] = useState<Pair[]>(() => Object.entries(metadata).map(([key, value], id) => ({ id, key, value })));
  const [stored, setStored] = useState(metadata);
  const [nextId, setNextId] = useState(pairs.length);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const { pending, error, setError, run } = useStep();

  const set = (id: number, patch: Partial<Pair>) => {
    setPairs((all) => all.map((p) => (p.id === id ? { ...p, ...patch } : p)));
    setRowErrors(({ [id]: _, ...rest }) => rest);
  };

  const changed = !sameAsStored(keptOf(pairs), stored);

  async function submit() {
    const kept = keptOf(pairs);
    const found: Record<number, string> = {};
    const seen = new Set<string>();
    for (const p of kept) {
      const key = p.key.trim();
      if (!key) found[p.id] = tv("metadataKey");
      else if (seen.has(key)) found[p.id] = tv("metadataDuplicate");
      seen.add(key);
    }
    setRowErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    const data = { metadata: Object.fromEntries(kept.map((p) => [p.key.trim(), p.value])) };
    if (await run(() => call((api) => api.update({ organizationId, data }), t("metadataSaved")))) {
      setPairs(kept);
      setStored(data.metadata);
    }
  }

  return (
    <FormCard
      id="org-metadata"
      title={t("metadata")}
      description={t("metadataHint")}
      onData={submit}
      submit={canManage && { label: t("save"), pending, disabled: !changed }}
    >
      {error && <Alert tone="error">{error}</Alert>}
      {pairs.length === 0 && <p className="text-sm text-muted-foreground">{t("noPairs")}</p>}
      {pairs.length > 0 && (
        <fieldset disabled={!canManage} className="grid gap-3">
          <legend className="sr-only">{t("metadata")}</legend>
          {pairs.map((pair, index) => {
            const problem = rowErrors[pair.id];
            const errorId = `metadata-${pair.id}-error`;
            return (
              <div key={pair.id} className="grid gap-1.5">
                <div className="flex items-center gap-2">
                  <Input
                    aria-label={t("keyNumbered", { index: index + 1 })}
                    placeholder={t("key")}
                    value={pair.key}
                    maxLength={64}
                    className="w-2/5 font-mono text-[0.8125rem]"
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    onChange={(e) => set(pair.id, { key: e.target.value })}
                  />
                  <Input
                    aria-label={t("valueNumbered", { index: index + 1 })}
                    placeholder={t("value")}
                    value={pair.value}
                    maxLength={500}
                    className="flex-1"
                    onChange={(e) => set(pair.id, { value: e.target.value })}
                  />
                  {canManage && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("removePair", { index: index + 1 })}
                      onClick={() => setPairs((all) => all.filter((p) => p.id !== pair.id))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  )}
                </div>
                {problem && (
                  <p id={errorId} role="alert" className="text-[0.8125rem] font-medium text-danger">
                    {problem}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {canManage && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => {
            setPairs((all) => [...all, { id: nextId, key: "", value: "" }]);
            setNextId((n) => n + 1);
          }}
        >
          <Plus aria-hidden />
          {t("addPair")}
        </Button>
      )}
    </FormCard>
  );
}

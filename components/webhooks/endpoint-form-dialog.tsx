"use client";
/**
 * Adding or editing an endpoint: its URL, a description and the events it wants (grouped, as checkboxes). The
 * server checks the address (https, not internal) and answers a refusal in the user's language, shown in the
 * dialog; a new endpoint's secret goes to `onCreated`, to be shown once.
 */
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type ReactElement } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { toast } from "@/components/ui/toast";
import { createEndpointAction, updateEndpointAction } from "@/lib/webhooks/actions";
import { EVENT_GROUPS, type EventGroup, type EventType } from "@/lib/webhooks/event-types";
import { DESCRIPTION_MAX, URL_MAX, type EndpointView } from "@/lib/webhooks/views";

type Props = {
  trigger: ReactElement;
  organizationId?: string;
  groups: readonly EventGroup[];
  endpoint?: EndpointView;
  onCreated?: (secret: string) => void;
};

export function EndpointFormDialog({ trigger, organizationId, groups, endpoint, onCreated }: Props) {
  const t = useTranslations("webhooks");
  const router = useRouter();
  const [invalid, setInvalid] = useState<{ url?: string; events?: string }>({});

  async function submit(data: FormData) {
    const url = String(data.get("url") ?? "").trim();
    const description = String(data.get("description") ?? "");
    const eventTypes = data.getAll("eventTypes").map(String) as EventType[];
    const problems = { url: url ? undefined : t("urlRequired"), events: eventTypes.length ? undefined : t("eventsRequired") };
    setInvalid(problems);
    if (problems.url || problems.events) return undefined;
    if (endpoint) {
      const result = await updateEndpointAction({ organizationId, id: endpoint.id, url, description, eventTypes });
      if (result.ok) {
        toast.success(t("saved"));
        router.refresh();
      }
      return result;
    }
    const result = await createEndpointAction({ organizationId, url, description, eventTypes });
    if (result.ok) {
      onCreated?.(result.secret);
      router.refresh();
    }
    return result;
  }

  return (
    <FormDialog
      onOpenChange={() => setInvalid({})}
      trigger={trigger}
      title={endpoint ? t("editTitle") : t("addTitle")}
      description={t("addDescription")}
      closeLabel={t("close")}
      cancelLabel={t("cancel")}
      submitLabel={endpoint ? t("save") : t("create")}
      onSubmit={submit}
      errorFirst
    >
      <Field
        label={t("url")}
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        maxLength={URL_MAX}
        defaultValue={endpoint?.url}
        hint={t("urlHint")}
        error={invalid.url}
      />
      <Field
        label={t("description")}
        name="description"
        autoComplete="off"
        maxLength={DESCRIPTION_MAX}
        defaultValue={endpoint?.description}
        hint={t("descriptionHint")}
      />
      <fieldset className="grid gap-3" aria-describedby={invalid.events ? "webhook-events-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">{t("events")}</legend>
        <div className="grid max-h-64 gap-3 overflow-y-auto pr-1 sm:grid-cols-2">
          {groups.map((group) => (
            <div key={group} className="grid gap-1.5">
              <p className="text-xs font-medium text-muted-foreground">{t(`groups.${group}`)}</p>
              {EVENT_GROUPS[group].map((type) => (
                <label key={type} className="flex items-center gap-2 font-mono text-xs [overflow-wrap:anywhere]">
                  <Checkbox name="eventTypes" value={type} defaultChecked={endpoint?.eventTypes.includes(type)} />
                  {type}
                </label>
              ))}
            </div>
          ))}
        </div>
        {invalid.events && (
          <p id="webhook-events-error" className="text-sm text-destructive">
            {invalid.events}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}

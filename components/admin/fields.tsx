/**
 * The console forms' rows (the catalogue's dialogs in ./billing/, the webhook log's filters): a labelled choice list
 * of fixed values, a labelled checkbox, and a group of checkboxes, one for each of some records. No client code of
 * their own: server pages draw them too.
 */
import type { ReactNode, SelectHTMLAttributes } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { NativeSelect } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";

type Choice = { id: string; name: string };

/** A labelled native <select> of `choices`, each shown as `choiceLabel` says; `children` stand before them. */
export function SelectField<T extends string>({
  label,
  description,
  className,
  choices,
  choiceLabel,
  children,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children" | "className"> & {
  label: string;
  description?: ReactNode;
  /** The field's (label and control together). */
  className?: string;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  children?: ReactNode;
}) {
  return (
    <FormField label={label} description={description} className={className}>
      <NativeSelect {...props}>
        {children}
        {choices.map((c) => (
          <option key={c} value={c}>
            {choiceLabel(c)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** A checkbox with its label beside it; `id` ties them. */
export function CheckField({ id, label, ...props }: Parameters<typeof Checkbox>[0] & { id: string; label: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} {...props} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** A checkbox for each of `choices` under a legend, named `${name}${choice.id}` (read back by checkedIds). */
export function CheckList({
  legend,
  choices,
  name,
  idPrefix,
  checked,
}: {
  legend: string;
  choices: Choice[];
  name: string;
  /** Makes the boxes' ids unique on the page (one dialog for each row). */
  idPrefix: string;
  checked?: (id: string) => boolean | undefined;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {choices.map((c) => (
        <CheckField key={c.id} id={`${idPrefix}${c.id}`} name={`${name}${c.id}`} defaultChecked={checked?.(c.id)} label={c.name} />
      ))}
    </fieldset>
  );
}

/** The ids of `choices` whose box (a CheckList named `name`) is ticked in `data`. */
export const checkedIds = (data: FormData, choices: Choice[], name: string) =>
  choices.filter((c) => data.get(`${name}${c.id}`) === "on").map((c) => c.id);

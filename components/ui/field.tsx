/**
 * Shortcuts for the common form rows: <Field> (a labelled <Input>) and <ChoiceField> (a labelled native
 * choice list that starts on a disabled placeholder so a choice must be made; native on purpose, so it
 * takes part in form validation and FormData without script). Both go through <FormField>.
 * Usage: `<Field label="Name" name="name" hint="Shown to members" error={err} />`,
 *        `<ChoiceField label="Role" name="role" placeholder="Choose…" choices={[{ value, label }]} />`.
 */
import { ChevronDown } from "lucide-react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { cx as cn } from "./cx";
import { FormField } from "./form-field";
import { controlClasses } from "./control-classes";
import { Input } from "./input";

export function Field({
  label,
  hint,
  error,
  labelAside,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode; error?: ReactNode; labelAside?: ReactNode }) {
  return (
    <FormField label={label} description={hint} error={error} labelAside={labelAside} id={props.id}>
      <Input {...props} />
    </FormField>
  );
}

type Choice = { value: string; label: string };

export function ChoiceField({
  label,
  name,
  placeholder,
  choices,
  hint,
  defaultValue = "",
}: {
  label: string;
  name: string;
  placeholder: string;
  choices: Choice[];
  hint?: ReactNode;
  defaultValue?: string;
}) {
  return (
    <FormField label={label} description={hint}>
      <NativeSelect name={name} required defaultValue={defaultValue}>
        <option value="" disabled>
          {placeholder}
        </option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** A native <select> styled like <Input>, with our chevron. */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select className={cn(controlClasses, "h-9 appearance-none pr-9", className)} {...props} />
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
    </div>
  );
}

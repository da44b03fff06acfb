import { useId, type InputHTMLAttributes, type ReactNode } from "react";

const CONTROL = "rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

/** A visible label tied to its control. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled input; the label is always visible and tied to the input. */
export function Field({ label, hint, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={CONTROL} {...props} />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
    </Labelled>
  );
}

type Choice = { value: string; label: string };

/** A labelled choice list that starts on a disabled placeholder, so a choice must be made. */
export function ChoiceField({ label, name, placeholder, choices }: { label: string; name: string; placeholder: string; choices: Choice[] }) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <select id={id} name={name} required defaultValue="" className={CONTROL}>
        <option value="" disabled>
          {placeholder}
        </option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

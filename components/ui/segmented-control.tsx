/**
 * Segmented control: one choice among a few options shown side by side (a mode or a view within one screen),
 * built on native radio buttons in a fieldset: arrow keys move the choice, the legend names the group, and no
 * script library reaches the page. Classes are joined with clsx, not merged: it ships with public pages.
 * Usage:
 *   <SegmentedControl legend="How to sign in" name="method" value={method} onValueChange={setMethod}
 *     options={[{ value: "password", label: "Password", icon: <KeyRound /> }, …]} />
 */
import { clsx } from "clsx";
import type { ReactNode } from "react";

export type SegmentedOption<V extends string> = { value: V; label: string; icon?: ReactNode };

type Props<V extends string> = {
  legend: string;
  name: string;
  value: V;
  onValueChange: (value: V) => void;
  options: SegmentedOption<V>[];
  className?: string;
};

export function SegmentedControl<V extends string>({ legend, name, value, onValueChange, options, className }: Props<V>) {
  return (
    <fieldset className={clsx("grid h-10 w-full auto-cols-fr grid-flow-col gap-1 rounded-lg bg-muted p-1", className)}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-w-0 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors select-none hover:text-foreground has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onValueChange(option.value)}
            className="sr-only"
          />
          {option.icon}
          <span className="truncate">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

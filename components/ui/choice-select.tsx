"use client";
/**
 * One choice out of a short list, shown like <Input>: a button with the chosen label that opens the list
 * (./choice-select-menu.tsx, Radix Select: arrow keys, typeahead, Escape). The list's code loads on first
 * intent (./deferred.tsx), so a form ships a plain button. Pair it with <Label htmlFor={id}>.
 * Usage: <ChoiceSelect id={roleId} value={role} onValueChange={setRole} choices={[{ value: "member", label: "Member" }]} />
 */
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { Deferred } from "./deferred";
import type { ChoiceSelectProps } from "./choice-select-props";
import { selectTriggerClasses } from "./control-classes";

const load = () => import("./choice-select-menu").then((m) => m.ChoiceSelectMenu);

export function ChoiceSelect(props: ChoiceSelectProps) {
  return <Deferred load={load} props={props} trigger={<PlainTrigger id={props.id} label={labelOf(props)} />} />;
}

const labelOf = ({ choices, value }: Pick<ChoiceSelectProps, "choices" | "value">) => choices.find((c) => c.value === value)?.label ?? "";

/** Looks as Radix's trigger does and says that it opens a list, until the list has loaded. */
function PlainTrigger({ label, ...props }: ComponentProps<"button"> & { label: string }) {
  return (
    <button type="button" aria-haspopup="listbox" className={selectTriggerClasses} {...props}>
      <span>{label}</span>
      <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
    </button>
  );
}

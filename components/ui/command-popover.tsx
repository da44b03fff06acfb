"use client";
/**
 * A searchable list in a popover (cmdk in a Radix popover): the trigger, a search field named by `label`,
 * `empty` when nothing matches, and the groups of items as children.
 * Usage: `<CommandPopover open={open} onOpenChange={setOpen} trigger={<Button>Add</Button>} label="Find a person"
 *   empty="Nobody" className="w-80"><CommandGroup>…</CommandGroup></CommandPopover>`.
 */
import type { ReactElement, ReactNode } from "react";
import { cn } from "./cn";
import { Command, CommandEmpty, CommandInput, CommandList } from "./command";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

export function CommandPopover({
  open,
  onOpenChange,
  trigger,
  disabled,
  label,
  empty,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  disabled?: boolean;
  label: string;
  empty: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild disabled={disabled}>
        {trigger}
      </PopoverTrigger>
      <PopoverContent align="start" className={cn("p-0", className)}>
        <Command>
          <CommandInput placeholder={label} aria-label={label} />
          <CommandList>
            <CommandEmpty>{empty}</CommandEmpty>
            {children}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

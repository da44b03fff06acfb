"use client";
/**
 * A searchable list in a popover (cmdk in a Radix popover): the trigger, a search field named by `label`,
 * `empty` when nothing matches, and the groups of items as children. The list filters its items itself, unless
 * `search` holds the field's text: then the caller lists what the server found for it (`busy` while it asks).
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
  search,
  busy = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  disabled?: boolean;
  label: string;
  empty: ReactNode;
  className: string;
  search?: { value: string; onValueChange: (value: string) => void };
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild disabled={disabled}>
        {trigger}
      </PopoverTrigger>
      <PopoverContent align="start" className={cn("p-0", className)}>
        <Command shouldFilter={!search}>
          <CommandInput placeholder={label} aria-label={label} value={search?.value} onValueChange={search?.onValueChange} />
          <CommandList aria-busy={busy}>
            <CommandEmpty>{empty}</CommandEmpty>
            {children}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

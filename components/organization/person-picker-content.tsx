"use client";
/** The list of ./person-picker.tsx: open at once if its trigger was pressed before it loaded; closes on a pick. */
import { cloneElement, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { CommandGroup, CommandItem } from "@/components/ui/command";
import { CommandPopover } from "@/components/ui/command-popover";
import { useFocusOnMount, type DeferredProps } from "@/components/ui/deferred";
import type { PersonPickerProps } from "./person-picker-props";

export function PersonPickerContent({
  trigger,
  people,
  label,
  empty,
  onPick,
  initiallyOpen,
  focusTrigger,
}: PersonPickerProps & DeferredProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const ref = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <CommandPopover
      open={open}
      onOpenChange={setOpen}
      trigger={cloneElement(trigger, { ref })}
      label={label}
      empty={empty}
      className="w-80 max-w-[calc(100vw-2rem)]"
    >
      {people.length > 0 && (
        <CommandGroup>
          {people.map((p) => (
            <CommandItem
              key={p.userId}
              value={`${p.name} ${p.email}`}
              onSelect={() => {
                setOpen(false);
                onPick(p);
              }}
            >
              <Avatar src={p.image} name={p.name} email={p.email} size="xs" />
              <span className="grid min-w-0">
                <span className="truncate">{p.name || p.email}</span>
                <span className="truncate text-xs text-muted-foreground">{p.email}</span>
              </span>
            </CommandItem>
          ))}
        </CommandGroup>
      )}
    </CommandPopover>
  );
}

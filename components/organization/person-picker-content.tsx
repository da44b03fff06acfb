"use client";
/**
 * The list of ./person-picker.tsx: open at once if its trigger was pressed before it loaded; closes on a pick.
 * What it lists is asked of the server when it opens and as one types (a quarter of a second after the last
 * key), and an answer to an earlier text that arrives late is dropped.
 */
import { cloneElement, useEffect, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { CommandGroup, CommandItem } from "@/components/ui/command";
import { CommandPopover } from "@/components/ui/command-popover";
import { useFocusOnMount, type DeferredProps } from "@/components/ui/deferred";
import type { Person } from "@/lib/organization/people";
import type { PersonPickerProps } from "./person-picker-props";

const TYPING_PAUSE_MS = 250;

type Found = { search: string; people: Person[] } | { search: string; error: string };

export function PersonPickerContent({ trigger, initiallyOpen, focusTrigger, ...props }: PersonPickerProps & DeferredProps) {
  const { find, label, loading, noneLeft, noMatch, networkError, onPick } = props;
  const [open, setOpen] = useState(initiallyOpen);
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const ref = useFocusOnMount<HTMLButtonElement>(focusTrigger);

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(
      () =>
        find(search).then(
          (result) => current && setFound(result.ok ? { search, people: result.people } : { search, error: result.message }),
          () => current && setFound({ search, error: networkError }),
        ),
      found === null ? 0 : TYPING_PAUSE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // Asked again for a new text or a new opening only (the found list itself does not ask).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, search]);

  function openChange(next: boolean) {
    setOpen(next);
    // Reopened, it asks afresh: the team may have changed meanwhile.
    if (!next) {
      setSearch("");
      setFound(null);
    }
  }

  const answered = found !== null && found.search === search;
  const empty = !answered ? loading : "error" in found ? found.error : search.trim() ? noMatch : noneLeft;
  const people = found && "people" in found ? found.people : [];
  return (
    <CommandPopover
      open={open}
      onOpenChange={openChange}
      trigger={cloneElement(trigger, { ref })}
      label={label}
      empty={empty}
      search={{ value: search, onValueChange: setSearch }}
      busy={!answered}
      className="w-80 max-w-[calc(100vw-2rem)]"
    >
      {people.length > 0 && (
        <CommandGroup>
          {people.map((p) => (
            <CommandItem
              key={p.userId}
              value={p.userId}
              onSelect={() => {
                openChange(false);
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

import type { ReactElement } from "react";

/** What ./person-picker.tsx takes and hands on to its lazily loaded list (./person-picker-content.tsx). */
export type Person = { userId: string; name: string; email: string; image: string | null };

export type PersonPickerProps = {
  trigger: ReactElement<Record<string, unknown>>;
  people: Person[];
  /** The search field's name and placeholder. */
  label: string;
  /** Shown when no one matches the search, or no one is left to pick. */
  empty: string;
  onPick: (person: Person) => void;
};

import type { ReactElement } from "react";
import type { ActionResult } from "@/lib/action";
import type { Person } from "@/lib/organization/people";

/** What ./person-picker.tsx takes and hands on to its lazily loaded list (./person-picker-content.tsx). */
export type PersonPickerProps = {
  trigger: ReactElement<Record<string, unknown>>;
  /** The people to offer for a search (empty: the first ones), asked of the server as one types. */
  find: (search: string) => Promise<ActionResult<{ ok: true; people: Person[] }>>;
  /** The search field's name and placeholder. */
  label: string;
  /** Shown while the first answer is on its way, when no one is left to pick, when no one matches a search, and when the server cannot be reached. */
  loading: string;
  noneLeft: string;
  noMatch: string;
  networkError: string;
  onPick: (person: Person) => void;
};

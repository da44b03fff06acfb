/** What ./choice-select.tsx takes and hands on to its lazily loaded list (./choice-select-menu.tsx). */
export type Choice = { value: string; label: string };
export type ChoiceSelectProps = { id: string; value: string; onValueChange: (value: string) => void; choices: Choice[] };

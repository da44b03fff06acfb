/** The look every text control shares (inputs, text areas, select triggers); `aria-invalid` turns the border red. */
export const controlClasses =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs transition-[border-color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-danger aria-invalid:ring-danger/20";

/** A select's trigger (./select.tsx, ./choice-select.tsx) looks like an input. */
export const selectTriggerClasses = `${controlClasses} flex h-9 items-center justify-between gap-2 text-left data-[placeholder]:text-muted-foreground [&>span]:truncate`;

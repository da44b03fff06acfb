"use client";
import { useRef, useState } from "react";
import { Button } from "./button";

/**
 * Choosing a file with words of the page's language: the browser's own file input names its button and its
 * empty state in the browser's language ("Choose File", "No file chosen"), whatever the page's is. The input
 * stays in the form, hidden; the button opens it and the chosen file's name shows beside it.
 */
export function FilePicker({
  id,
  accept,
  choose,
  none,
  onFile,
}: {
  id: string;
  accept?: string;
  /** The button's words ("Choose a file"). */
  choose: string;
  /** What shows while no file is chosen. */
  none: string;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-3">
      <Button type="button" variant="outline" size="sm" aria-describedby={`${id}-chosen`} onClick={() => input.current?.click()}>
        {choose}
      </Button>
      <span id={`${id}-chosen`} className="min-w-0 truncate text-sm text-muted-foreground">
        {name ?? none}
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setName(file.name);
          onFile(file);
        }}
      />
    </span>
  );
}

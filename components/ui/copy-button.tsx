"use client";
import { Copy } from "lucide-react";
import { Button } from "./button";
import { toast } from "./toast";

/** Copies `text` to the clipboard and says so with a toast (`done`). */
export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="shrink-0"
      onClick={() => void navigator.clipboard?.writeText(text).then(() => toast.success(done))}
    >
      <Copy aria-hidden />
      {label}
    </Button>
  );
}

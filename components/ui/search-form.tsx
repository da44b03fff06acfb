import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/**
 * A list's search (a plain GET form, so it works without script and keeps the search in the address):
 * the field, labelled for screen readers, and its button. `children` carry hidden fields that the search keeps
 * (the list's filter).
 */
export function SearchForm({
  action,
  id,
  query,
  words,
  children,
}: {
  action: string;
  id: string;
  query: string;
  words: { label: string; placeholder: string; submit: string };
  children?: ReactNode;
}) {
  return (
    <form role="search" action={action} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        {words.label}
      </label>
      <Input id={id} name="q" type="search" defaultValue={query} placeholder={words.placeholder} maxLength={200} className="sm:max-w-sm" />
      {children}
      <Button type="submit" variant="outline">
        <Search aria-hidden />
        {words.submit}
      </Button>
    </form>
  );
}

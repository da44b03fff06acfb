"use client";
import { useEffect, useState } from "react";
import { organizationApi } from "@/lib/auth/browser/organization";
import { isSlug } from "@/lib/organization/fields";

export type SlugState = "idle" | "checking" | "free" | "taken";

/**
 * Whether a slug is free, asked of the server 300 ms after the last keystroke. The organization's own current
 * slug (`unchanged`) and a malformed one are not asked about ("idle"); while the server's answer is for another
 * slug than the one typed, the state is "checking".
 */
export function useSlugCheck(slug: string, unchanged?: string): SlugState {
  const [checked, setChecked] = useState<{ slug: string; free: boolean } | null>(null);
  const ask = isSlug(slug) && slug !== unchanged;

  useEffect(() => {
    if (!ask) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await (await organizationApi()).checkSlug({ slug }).catch(() => null);
      if (current && result) setChecked({ slug, free: !result.error });
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [slug, ask]);

  if (!ask) return "idle";
  return checked?.slug !== slug ? "checking" : checked.free ? "free" : "taken";
}

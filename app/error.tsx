"use client";
/**
 * A page that failed while rendering: the header stays, and the error page's body (error-page-body.tsx) comes
 * from a chunk of its own. This file is part of every page's first-load JavaScript, the body is not; the
 * messages it uses are already in the page.
 */
import { useEffect, useState } from "react";
import type { ErrorPageBody } from "@/components/layout/error-page-body";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [Body, setBody] = useState<typeof ErrorPageBody | null>(null);
  useEffect(() => {
    console.error(error);
    import("@/components/layout/error-page-body").then((m) => setBody(() => m.ErrorPageBody));
  }, [error]);
  if (!Body) return <div aria-busy className="w-full max-w-md flex-1" />;
  return <Body digest={error.digest} reset={reset} />;
}

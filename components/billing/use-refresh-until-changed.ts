"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

const EVERY_MS = 1000;
const GIVE_UP_MS = 20_000;

/**
 * After a change sent to Polar, its result reaches our tables by webhook a moment later: this refreshes the
 * page's server data every second until `signature` (what the change should alter) differs from what it was
 * when `start()` was called, or 20 s have passed. `waiting` is true meanwhile.
 */
export function useRefreshUntilChanged(signature: string) {
  const router = useRouter();
  const [from, setFrom] = useState<string | null>(null);
  const waiting = from !== null && from === signature;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => router.refresh(), EVERY_MS);
    const stop = setTimeout(() => setFrom(null), GIVE_UP_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [waiting, router]);
  return { waiting, start: () => setFrom(signature) };
}

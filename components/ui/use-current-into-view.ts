"use client";
import { useEffect, useRef } from "react";

/**
 * A ref for the current link of a navigation that scrolls sideways on a phone: whenever `key` changes (give
 * the pathname), the link is scrolled into view within its row, so the section being shown is never
 * off-screen. Does nothing where the link is already in view (the column from 768 px on).
 */
export function useCurrentIntoView<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [key]);
  return ref;
}

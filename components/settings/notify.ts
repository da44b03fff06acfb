"use client";
import { toast } from "@/components/ui/toast";

/** A success toast (sonner loads only when one is shown: components/ui/toast.ts). */
export function notify(message: string) {
  toast.success(message);
}

"use client";
import { useRouter } from "next/navigation";
import { publicAuth } from "@/lib/auth/browser/public-client";

/** Signs out and lands on the sign-in page with the header re-rendered for a visitor. */
export function useSignOut() {
  const router = useRouter();
  return async () => {
    await publicAuth.signOut();
    router.push("/sign-in");
    router.refresh();
  };
}

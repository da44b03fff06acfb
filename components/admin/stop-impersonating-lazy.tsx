"use client";
/**
 * The impersonation banner's button in a chunk of its own: the banner is in the root layout, so its button's code
 * would otherwise be in every page's first load, for the rare operator acting as someone.
 */
import dynamic from "next/dynamic";

export const StopImpersonatingButton = dynamic(() => import("./stop-impersonating-button").then((m) => m.StopImpersonatingButton));

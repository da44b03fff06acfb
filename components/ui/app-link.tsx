"use client";
/**
 * A link to a page of the app, navigated in place by the app router (useRouter's push and prefetch), for the
 * public pages and the shell they share (header, error pages): next/link and its URL helpers are about 3 KB
 * gzip of a page's first load, and a public page may add only about 20 KB to the framework's 128. The page
 * behind it is prefetched on intent (pointer over, focus, touch) rather than when the link scrolls into view.
 * A plain left click goes through the router; a modified click (new tab, window, download), a link elsewhere
 * and any link before hydration stay native. Signed-in pages, whose budget has room, keep next/link: its
 * useLinkStatus turns the side navigations' icons into spinners (components/ui/link-icon.tsx).
 */
import { useRouter } from "next/navigation";
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from "react";

export type AppLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string; replace?: boolean; scroll?: boolean };

/** Only paths of this origin go through the router; "#…", "mailto:", other origins stay plain anchors. */
const isAppPath = (href: string) => href.startsWith("/") && !href.startsWith("//");

export function AppLink({ href, replace, scroll, children, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: AppLinkProps) {
  const router = useRouter();
  const inApp = isAppPath(href) && !rest.target && rest.download === undefined;
  const prefetch = () => {
    if (inApp) router.prefetch(href);
  };
  return (
    <a
      href={href}
      {...rest}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (!inApp || event.defaultPrevented || modified) return;
        event.preventDefault();
        if (replace) router.replace(href, { scroll });
        else router.push(href, { scroll });
      }}
    >
      {children}
    </a>
  );
}

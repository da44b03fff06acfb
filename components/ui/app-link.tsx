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
import type { ComponentProps, MouseEvent, SyntheticEvent } from "react";

/** Only paths of this origin go through the router; "#…", "mailto:", other origins stay plain anchors. */
const isAppPath = (href: string) => href.startsWith("/") && !href.startsWith("//");

export function AppLink({
  href,
  children,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: Omit<ComponentProps<"a">, "href"> & { href: string }) {
  const router = useRouter();
  const inApp = isAppPath(href) && !rest.target && rest.download === undefined;
  /** The caller's handler, then the prefetch that a sign of intent (pointer, focus, touch) starts. */
  const withPrefetch =
    <E extends SyntheticEvent<HTMLAnchorElement>>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event);
      if (inApp) router.prefetch(href);
    };
  return (
    <a
      href={href}
      {...rest}
      onMouseEnter={withPrefetch(onMouseEnter)}
      onFocus={withPrefetch(onFocus)}
      onTouchStart={withPrefetch(onTouchStart)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (!inApp || event.defaultPrevented || modified) return;
        event.preventDefault();
        router.push(href);
      }}
    >
      {children}
    </a>
  );
}

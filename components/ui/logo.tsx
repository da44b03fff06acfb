/**
 * The product's logo: <LogoMark> is the square mark alone (also the favicon's drawing), <Logo> the mark with
 * the product name beside it. The mark is decorative; the name carries the meaning.
 * Usage: `<Logo name={t("appName")} />`, `<LogoMark className="size-10" />`.
 */
import { clsx as cn } from "clsx";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden focusable="false" className={cn("size-7 shrink-0", className)}>
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#a855f7" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
      {/* A keyhole inside a ring: an account, and the door it opens. */}
      <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeOpacity=".9" strokeWidth="2.25" />
      <circle cx="16" cy="13.75" r="2.6" fill="#fff" />
      <path d="M14.6 15.5h2.8l.9 5.25h-4.6z" fill="#fff" />
    </svg>
  );
}

export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5 font-semibold tracking-tight", className)}>
      <LogoMark />
      <span className="text-[0.9375rem]">{name}</span>
    </span>
  );
}

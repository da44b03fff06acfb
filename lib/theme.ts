/**
 * The colour theme: a cookie holds the choice, the server renders <html class="dark|light"> from it, and
 * "system" (no class) leaves the choice to the operating system through CSS. Shared by server and client.
 * Usage: server `themeClassOf(cookieValue)`; client `applyTheme("dark")`.
 */
export const THEME_COOKIE = "theme";
export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];

export function parseTheme(value: string | undefined | null): Theme {
  return themes.includes(value as Theme) ? (value as Theme) : "system";
}

/** The class on <html> for a choice: none for "system". */
export function themeClassOf(theme: Theme): string | undefined {
  return theme === "system" ? undefined : theme;
}

/** Stores the choice for a year and applies it to the open page at once. */
export function applyTheme(theme: Theme) {
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=31536000; samesite=lax`;
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  const cls = themeClassOf(theme);
  if (cls) root.classList.add(cls);
  window.dispatchEvent(new CustomEvent("themechange", { detail: theme }));
}

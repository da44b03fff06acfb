import { useTranslations } from "next-intl";
import { switcherView, type OrgSwitcherProps } from "./org-switcher-view";

/** The switcher button's view in the browser, for the switcher (./org-switcher.tsx) and its loaded menu. */
export function useSwitcherView(props: OrgSwitcherProps, pathname: string, orgParam: string | null) {
  return switcherView(useTranslations("nav"), props, pathname, orgParam);
}

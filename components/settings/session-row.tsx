/**
 * One session in a list of them, for the settings page and the console alike (rendered on the server): the
 * device ("Chrome on Linux", read by ua-parser-js) with its icon, a badge, a line of details led by how it signed
 * in ("Password + authenticator app", "Google"; nothing for a session that recorded none), and a sign-out button
 * behind a confirmation that names the device (absent for the session in use).
 */
import { LogOut, Monitor, Smartphone, Tablet } from "lucide-react";
import { useTranslations, type Messages } from "next-intl";
import type { ReactNode } from "react";
import { deviceName, deviceOf, type DeviceKind } from "@/lib/account/device";
import { describeSignInMethod } from "@/lib/account/sign-in-method";
import { providerName } from "@/lib/auth/server/available-providers";
import type { ActionResult } from "@/lib/action";
import { ConfirmButton } from "./confirm-button";

/** The keys both namespaces of sign-out words hold: one either lacks fails the type check. */
type RevokeKey = keyof Messages["settings"]["sessions"] & keyof Messages["admin"]["users"]["sessions"];

const ICONS: Record<DeviceKind, typeof Monitor> = { desktop: Monitor, mobile: Smartphone, tablet: Tablet };

export function SessionRow({
  testId,
  userAgent,
  signInMethod,
  badge,
  details,
  revoke,
}: {
  testId: string;
  userAgent: string | null;
  /** As stored in `session.sign_in_method` (lib/account/sign-in-method.ts). */
  signInMethod?: string | null;
  badge?: ReactNode;
  details: ReactNode;
  /** The sign-out button's words come from `messages`; `run` is a server action bound to this session. */
  revoke?: { messages: "settings.sessions" | "admin.users.sessions"; run: () => Promise<ActionResult> };
}) {
  const t = useTranslations("settings.sessions");
  const operator = useTranslations("admin.users.sessions");
  const source = revoke?.messages === "admin.users.sessions" ? operator : t;
  const words = (key: RevokeKey, values?: { device: string }) => source(key, values);
  const device = deviceOf(userAgent);
  const name = deviceName(device, {
    browserOnOs: (browser, os) => t("browserOnOs", { browser, os }),
    unknownBrowser: t("unknownBrowser"),
    unknownDevice: t("unknownDevice"),
  });
  const Icon = ICONS[device.kind];
  const method = describeSignInMethod(signInMethod, t, providerName);
  return (
    <li data-testid={testId} className="flex items-center gap-3 px-6 py-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border bg-muted text-muted-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="[overflow-wrap:anywhere]">{name}</span>
          {badge}
        </p>
        <p className="text-[0.8125rem] text-muted-foreground [overflow-wrap:anywhere]">
          {method && (
            <>
              <span data-testid="session-method">{method}</span> ·{" "}
            </>
          )}
          {details}
        </p>
      </div>
      {revoke && (
        <ConfirmButton
          label={words("revokeLabel", { device: name })}
          title={words("revokeTitle")}
          description={words("revokeText", { device: name })}
          confirm={words("revoke")}
          done={words("revoked")}
          run={revoke.run}
        >
          <LogOut aria-hidden />
          <span className="max-sm:sr-only">{words("revoke")}</span>
        </ConfirmButton>
      )}
    </li>
  );
}

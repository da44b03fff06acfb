/**
 * The account's passkeys: each with its name, when it was added and last signed its person in, to rename or
 * remove; and "Add a passkey". Rendered on the server; the buttons are client code.
 */
import { getFormatter, getNow, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { listPasskeys } from "@/lib/auth/passkeys/queries";
import { AddPasskeyButton, PasskeyActions } from "./passkey-buttons";

export async function PasskeysCard({ userId }: { userId: string }) {
  const [t, format, now, passkeys] = await Promise.all([getTranslations("passkeys"), getFormatter(), getNow(), listPasskeys(userId)]);
  return (
    <Card id="passkeys" title={t("title")} description={t("description")} contentClassName="px-0! pb-0!" footer={<AddPasskeyButton />}>
      {passkeys.length === 0 ? (
        <p className="border-t px-6 py-4 text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul aria-label={t("title")} className="divide-y border-t">
          {passkeys.map((passkey) => {
            const name = passkey.name || t("unnamed");
            return (
              <li key={passkey.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-6 py-3">
                <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
                  <span className="truncate font-medium">{name}</span>
                  <span className="text-sm text-muted-foreground">
                    {passkey.createdAt && t("created", { date: format.dateTime(passkey.createdAt, { dateStyle: "medium" }) })}
                    {" · "}
                    {passkey.lastUsedAt ? t("lastUsed", { time: format.relativeTime(passkey.lastUsedAt, now) }) : t("neverUsed")}
                  </span>
                </div>
                <PasskeyActions id={passkey.id} name={name} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

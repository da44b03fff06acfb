import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function NotFound() {
  const t = await getTranslations("errorPage");
  return (
    <div className="flex flex-col items-center gap-3">
      <h1 className="text-2xl font-semibold">404</h1>
      <Link href="/" className="text-blue-700 hover:underline dark:text-blue-400">
        {t("back")}
      </Link>
    </div>
  );
}

/**
 * The frame of the 404 and error pages: a large muted code, a title, a sentence and the ways out.
 * Usage: `<StatusPage code="404" title=… text=… actions={<Button asChild>…</Button>} />`.
 */
import type { ReactNode } from "react";

export function StatusPage({
  code,
  title,
  text,
  actions,
  children,
}: {
  code: string;
  title: string;
  text: string;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex w-full max-w-md flex-col items-center py-12 text-center">
      <p className="bg-gradient-to-br from-brand-from to-brand-to bg-clip-text text-6xl font-semibold tracking-tight text-transparent tabular-nums">
        {code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-balance">{title}</h1>
      <p className="mt-2 text-pretty text-muted-foreground">{text}</p>
      {children}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

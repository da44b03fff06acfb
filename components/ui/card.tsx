/**
 * Card: a bordered surface for one topic. `<Card title description actions footer id>` covers most screens:
 * the title is an <h2> that labels the section (give `id` so it gets `aria-labelledby`), `actions` sit at the
 * header's right, `footer` is a bottom bar (e.g. a Save button), children stack with even gaps. For full
 * control compose CardHeader, CardTitle, CardDescription, CardContent and CardFooter inside <Card>.
 * `tone="danger"` marks a danger zone.
 * Usage: `<Card id="profile" title="Profile" description="How others see you" footer={<Button>Save</Button>}>…</Card>`.
 */
import type { HTMLAttributes, ReactNode } from "react";
import { cx as cn } from "./cx";

export type CardProps = {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  footer?: ReactNode;
  id?: string;
  tone?: "default" | "danger";
  className?: string;
  /** Classes of the body that holds the children. */
  contentClassName?: string;
  children?: ReactNode;
};

export function Card({ title, description, actions, footer, id, tone = "default", className, contentClassName, children }: CardProps) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? titleId : undefined}
      className={cn(
        "w-full overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs",
        tone === "danger" && "border-danger/40",
        className,
      )}
    >
      {(title || actions) && (
        <CardHeader>
          <div className="grid min-w-0 gap-1">
            {title && <CardTitle id={titleId}>{title}</CardTitle>}
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </CardHeader>
      )}
      {children !== undefined && children !== null && (
        <CardContent className={cn(!title && !actions && "pt-6", contentClassName)}>{children}</CardContent>
      )}
      {footer && <CardFooter tone={tone}>{footer}</CardFooter>}
    </section>
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex items-start justify-between gap-4 px-6 pt-6 pb-4", className)} {...props} />;
}

export function CardTitle({ className, children, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h2 className={cn("text-base leading-6 font-semibold tracking-tight", className)} {...props}>
      {children}
    </h2>
  );
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-4 px-6 pb-6", className)} {...props} />;
}

export function CardFooter({ className, tone = "default", ...props }: HTMLAttributes<HTMLDivElement> & { tone?: "default" | "danger" }) {
  return (
    <div
      className={cn(
        "flex items-center justify-end gap-3 border-t bg-muted/50 px-6 py-3",
        tone === "danger" && "border-danger/30 bg-danger/5",
        className,
      )}
      {...props}
    />
  );
}

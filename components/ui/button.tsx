/**
 * Button. Variants: primary (default), secondary, outline, ghost, link, danger; sizes: sm, md (default), lg,
 * icon, icon-sm. `pending` shows a spinner and disables it; `asChild` styles a child element instead (e.g. a
 * <Link>). `type` defaults to "button"; pass type="submit" in forms.
 * Usage: `<Button variant="outline" size="sm" pending={saving}>Save</Button>`,
 * `<Button asChild><Link href="/sign-up">Sign up</Link></Button>`. IconButton: a small ghost button that shows
 * only an icon (the spinner instead while pending), named by `label`: `<IconButton icon={Trash2} label="Delete Ada" />`.
 */
import type { VariantProps } from "class-variance-authority";
import { Loader2, type LucideIcon } from "lucide-react";
import type { ButtonHTMLAttributes, Ref } from "react";
import { buttonVariants } from "./button-variants";
import { cx as cn } from "./cx";
import { withProps } from "./slot";

export { buttonVariants };

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean; pending?: boolean; ref?: Ref<HTMLButtonElement> };

export function Button({
  variant,
  size,
  className,
  type = "button",
  asChild = false,
  pending = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return withProps(children, { ...props, className: classes });
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
      {...props}
    >
      {pending && <Loader2 className="animate-spin" aria-hidden />}
      {children}
    </button>
  );
}

export function IconButton({
  icon: Icon,
  label,
  ...props
}: Omit<ButtonProps, "children" | "asChild"> & { icon: LucideIcon; label: string }) {
  return (
    <Button variant="ghost" size="icon-sm" aria-label={label} {...props}>
      {!props.pending && <Icon aria-hidden />}
    </Button>
  );
}

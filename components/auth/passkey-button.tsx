/**
 * The passkey button's face, the same whether the server draws it as a placeholder (before its code has come)
 * or ./passkey-sign-in.tsx draws it once loaded, so the swap changes nothing on screen.
 */
import { KeyRound } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";

export function PasskeyButton({ label, ...props }: ButtonProps & { label: string }) {
  return (
    <Button variant="outline" className="w-full" {...props}>
      <KeyRound aria-hidden />
      {label}
    </Button>
  );
}

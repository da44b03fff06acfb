/** The line under a sessions list that counts the sessions it leaves out (nothing when it leaves none out). */
export function UnlistedSessions({ count, text }: { count: number; text: (count: number) => string }) {
  if (count < 1) return null;
  return (
    <p data-testid="unlisted-sessions" className="border-t px-6 py-4 text-sm text-muted-foreground">
      {text(count)}
    </p>
  );
}

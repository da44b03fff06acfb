import { Avatar } from "@/components/ui/avatar";

/** Who is signed in, as the account menu and the phone menu show it: the picture, the name and the address. */
export function UserIdentity({ user }: { user: { name: string; email: string; image?: string | null } }) {
  return (
    <>
      <Avatar src={user.image} name={user.name} email={user.email} size="lg" />
      <span className="grid min-w-0">
        <span className="truncate text-sm font-medium">{user.name || user.email.split("@")[0]}</span>
        <span className="truncate text-xs text-muted-foreground">{user.email}</span>
      </span>
    </>
  );
}

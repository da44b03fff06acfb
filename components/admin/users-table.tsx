/** The users table: who, since when, and their state (operator, blocked, unverified). Server-rendered. */
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { isOperatorRole } from "@/lib/admin/roles";
import type { UserListRow } from "@/lib/admin/users";
import { UserLink } from "./user-link";

export function UserStateBadges({ user }: { user: Pick<UserListRow, "role" | "banned" | "emailVerified"> }) {
  const t = useTranslations("admin.users");
  const operator = isOperatorRole(user.role);
  if (!operator && !user.banned && user.emailVerified) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {operator && <Badge variant="info">{t("roles.admin")}</Badge>}
      {user.banned && <Badge variant="danger">{t("state.banned")}</Badge>}
      {!user.emailVerified && <Badge variant="warning">{t("state.unverified")}</Badge>}
    </span>
  );
}

export function UsersTable({ rows }: { rows: UserListRow[] }) {
  const t = useTranslations("admin.users");
  const format = useFormatter();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("columns.user")}</TableHead>
          <TableHead className="hidden sm:table-cell">{t("columns.state")}</TableHead>
          <TableHead className="hidden md:table-cell">{t("columns.created")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((u) => (
          <TableRow key={u.id} data-testid="user-row">
            <TableCell>
              <UserLink user={u} className="outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {/* On a phone the state column is hidden: the badges sit under the address instead. */}
                <span className="mt-1 empty:hidden sm:hidden">
                  <UserStateBadges user={u} />
                </span>
              </UserLink>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <UserStateBadges user={u} />
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
              <time dateTime={u.createdAt.toISOString()}>{format.dateTime(u.createdAt, { dateStyle: "medium" })}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

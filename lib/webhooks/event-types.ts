/**
 * The event types an endpoint can ask for (client-safe: the screens' checkboxes). Each is written by a database
 * trigger in the transaction of its change (migration 0018_webhooks); its payload is described in ./events.ts.
 */
export const EVENT_GROUPS = {
  user: ["user.created", "user.updated", "user.deleted"],
  session: ["session.created", "session.revoked"],
  organization: ["organization.created", "organization.updated", "organization.deleted"],
  member: ["member.added", "member.removed", "member.role_changed"],
  invitation: ["invitation.created", "invitation.accepted", "invitation.rejected", "invitation.canceled"],
  team: ["team.created", "team.deleted"],
  subscription: ["subscription.created", "subscription.updated", "subscription.canceled"],
} as const;

export type EventGroup = keyof typeof EVENT_GROUPS;
export type EventType = (typeof EVENT_GROUPS)[EventGroup][number];

export const EVENT_TYPES = Object.values(EVENT_GROUPS).flat() as EventType[];

/**
 * What an organization's endpoint can hear: its own organization's events. A person's account and sessions are
 * theirs, not an organization's, so user.* and session.* go to the app's endpoints (operators') only.
 */
export const ORGANIZATION_EVENT_GROUPS: readonly EventGroup[] = ["organization", "member", "invitation", "team", "subscription"];

export const eventTypesFor = (scope: "app" | "organization"): EventType[] =>
  scope === "app" ? EVENT_TYPES : ORGANIZATION_EVENT_GROUPS.flatMap((group) => EVENT_GROUPS[group]);

/** The type of the event "Send a test event" sends; no endpoint subscribes to it, each is sent it on request. */
export const TEST_EVENT_TYPE = "webhook.test";

export const isEventType = (value: unknown): value is EventType => typeof value === "string" && (EVENT_TYPES as string[]).includes(value);

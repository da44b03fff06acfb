import type { WalkWorld } from "../support/walk-seed";

/**
 * Every screen of the product, grouped by who sees it. A screen's address may depend on the seeded world (the
 * organization's slug, invitation and checkout ids). `discover` names the links a screen's navigation leads
 * to that belong to the walk as well (the settings pages, the organization's tabs), so new sub-pages are
 * walked without being listed here. `status` is what the document must answer (200 unless said).
 */
export type Screen = {
  name: string;
  path: (world: WalkWorld) => string;
  status?: number;
  discover?: (world: WalkWorld) => RegExp;
};

export type Area = "public" | "account" | "organization";

const orgPath = (world: WalkWorld, tab = "") => `/orgs/${world.organization.slug}${tab}`;

export const screens: Record<Area, Screen[]> = {
  public: [
    { name: "landing", path: () => "/" },
    { name: "sign-in", path: () => "/sign-in" },
    { name: "sign-up", path: () => "/sign-up" },
    { name: "forgot-password", path: () => "/forgot-password" },
    // A reset link opens the form; an invalid token is sent back by the auth server with ?error=INVALID_TOKEN.
    { name: "reset-password-form", path: () => "/reset-password?token=walk-unchecked-token" },
    { name: "reset-password-invalid", path: () => "/api/auth/reset-password/walk-invalid-token?callbackURL=%2Freset-password" },
    { name: "verify-email-error", path: () => "/api/auth/verify-email?token=walk-invalid-token&callbackURL=%2Fverify-email" },
    // The earlier address's link to undo a change of address; an unknown token says the link no longer works.
    { name: "undo-email-change-invalid", path: () => "/undo-email-change?token=walk-unknown-token" },
    { name: "check-email", path: () => "/check-email?kind=verify&email=new.person%40example.com" },
    // The second step of a sign-in with two-step sign-in on.
    { name: "two-factor", path: () => "/two-factor?callbackURL=%2Fsettings" },
    // Where a deleted account ends.
    { name: "goodbye", path: () => "/goodbye" },
    { name: "pricing", path: () => "/pricing" },
    { name: "api-reference", path: () => "/developers/api" },
    { name: "not-found", path: () => "/walk-no-such-page", status: 404 },
    { name: "auth-error", path: () => "/api/auth/error?error=state_mismatch" },
    { name: "accept-invitation", path: (world) => `/accept-invitation/${world.pendingInvitationId}` },
  ],
  account: [
    { name: "home", path: () => "/" },
    { name: "settings", path: () => "/settings", discover: () => /^\/settings\/[\w/-]+$/ },
    { name: "invitations", path: () => "/invitations" },
    { name: "accept-invitation", path: (world) => `/accept-invitation/${world.invitationToOwnerId}` },
    { name: "pricing", path: () => "/pricing" },
    { name: "billing", path: () => "/billing" },
    { name: "billing-success", path: (world) => `/billing/success?checkout_id=${world.checkoutId}` },
    { name: "demo", path: () => "/demo" },
    { name: "new-organization", path: () => "/organizations/new" },
  ],
  organization: [
    { name: "overview", path: (world) => orgPath(world), discover: (world) => new RegExp(`^${orgPath(world)}/[\\w/-]+$`) },
    { name: "members", path: (world) => orgPath(world, "/members") },
    { name: "invitations", path: (world) => orgPath(world, "/invitations") },
    { name: "teams", path: (world) => orgPath(world, "/teams") },
    { name: "activity", path: (world) => orgPath(world, "/activity") },
    { name: "billing", path: (world) => orgPath(world, "/billing") },
    { name: "settings", path: (world) => orgPath(world, "/settings") },
  ],
};

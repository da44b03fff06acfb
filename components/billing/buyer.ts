/** Whom a purchase on the pricing page is for: the person's own account or an organization. */
export type Buyer =
  | { kind: "personal"; name: string; email: string; image?: string | null }
  | { kind: "organization"; name: string; logo?: string | null; canBuy: boolean };

/** Accounts a purchase could be for instead, each with the pricing page that buys for it. */
export type BuyerChoice = { key: string; label: string; href: string; organization: boolean; logo?: string | null; email?: string };

/**
 * Where a verification mail's link lands: the verification page, marked as reached from a link. better-auth
 * redirects an address verified earlier (the mail opened a second time) to this address with no error and no
 * session; the mark tells that visit apart from someone opening the page by hand, so it can say the address is
 * verified and offer to sign in instead of explaining how verification works.
 */
export const FROM_LINK_PARAM = "link";

export const verifyCallbackURL = (next: string) => `/verify-email?${FROM_LINK_PARAM}=1&next=${encodeURIComponent(next)}`;

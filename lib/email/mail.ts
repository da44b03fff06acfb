/** A rendered mail, its link included: what the templates make, the mail job carries and the transport delivers. */
export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

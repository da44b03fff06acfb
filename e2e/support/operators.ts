/** The addresses the e2e app server names in ADMIN_EMAILS: whoever signs up and verifies one is an operator. */
export const OPERATOR_EMAILS = ["operator-en@e2e.example", "operator-ru@e2e.example"] as const;

export const operatorEmail = (tag: "en" | "ru") => OPERATOR_EMAILS.find((e) => e.includes(`-${tag}@`))!;

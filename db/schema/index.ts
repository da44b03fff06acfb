export * from "./auth";
export * from "./organization";
export * from "./outbox";
export * from "./billing";
export * from "./admin";
export * from "./two-factor";
export * from "./passkey";
export * from "./sso";

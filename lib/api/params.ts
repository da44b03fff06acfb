import * as z from "zod";

/** Ids as better-auth and our mirror make them: short, URL-safe. */
export const idParam = (description: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Not an id")
    .meta({ description });

export const organizationParams = z.object({ organizationId: idParam("The organization's id") });

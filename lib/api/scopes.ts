import * as z from "zod";
import { normalizeScopes, RESOURCES, SCOPES, type Action, type Resource, type Scopes } from "./scope-list";

export * from "./scope-list";

/** A scope set as a client may send it: known resources and actions only, each action once. */
export const scopesInput = z
  .object(
    Object.fromEntries(
      RESOURCES.map((resource) => [
        resource,
        z
          .array(z.enum(SCOPES[resource] as unknown as [Action, ...Action[]]))
          .max(2)
          .optional(),
      ]),
    ) as Record<Resource, z.ZodOptional<z.ZodArray<z.ZodEnum<Record<Action, Action>>>>>,
  )
  .strict()
  .transform((scopes) => normalizeScopes(scopes as Scopes));

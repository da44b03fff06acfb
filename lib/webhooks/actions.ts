"use server";
import { z } from "zod";
import { signedInAction } from "@/lib/action";
import { managedOwner } from "./access";
import { createEndpoint, deleteEndpoint, redeliver, rotateSecret, sendTestEvent, updateEndpoint, type EndpointOwner } from "./endpoints";
import { endpointChanges, endpointFields } from "./model";

/**
 * The endpoint screens' actions, for the console (no organizationId: the app's endpoints, operators only) and an
 * organization's settings (its owners and admins). Anyone else is refused as FORBIDDEN, whichever they tried.
 */
const scope = { organizationId: z.string().min(1).max(200).optional() };
const id = z.string().min(1).max(200);

const webhookAction = signedInAction.use(async (session) => ({ ok: true, context: session }));

async function owner(
  session: Parameters<Parameters<typeof webhookAction>[1]>[1],
  organizationId: string | undefined,
): Promise<EndpointOwner | null> {
  const user = session.user as { id: string; role?: unknown };
  const impersonatedBy = (session.session as { impersonatedBy?: string | null }).impersonatedBy;
  return managedOwner({ userId: user.id, role: user.role, impersonatedBy }, organizationId);
}

const forbidden = { ok: false as const, code: "FORBIDDEN" };

export const createEndpointAction = webhookAction(
  { input: endpointFields.extend(scope), messages: "webhooks.errors" },
  async ({ organizationId, ...fields }, session) => {
    const found = await owner(session, organizationId);
    return found ? createEndpoint(found, fields, session.user.id) : forbidden;
  },
);

export const updateEndpointAction = webhookAction(
  { input: endpointChanges.extend({ ...scope, id }), messages: "webhooks.errors" },
  async ({ organizationId, id: endpointId, ...changes }, session) => {
    const found = await owner(session, organizationId);
    return found ? updateEndpoint(found, endpointId, changes) : forbidden;
  },
);

export const rotateSecretAction = webhookAction(
  { input: z.object({ ...scope, id }), messages: "webhooks.errors" },
  async ({ organizationId, id: endpointId }, session) => {
    const found = await owner(session, organizationId);
    return found ? rotateSecret(found, endpointId) : forbidden;
  },
);

export const deleteEndpointAction = webhookAction(
  { input: z.object({ ...scope, id }), messages: "webhooks.errors" },
  async ({ organizationId, id: endpointId }, session) => {
    const found = await owner(session, organizationId);
    return found ? deleteEndpoint(found, endpointId) : forbidden;
  },
);

export const sendTestEventAction = webhookAction(
  { input: z.object({ ...scope, id }), messages: "webhooks.errors" },
  async ({ organizationId, id: endpointId }, session) => {
    const found = await owner(session, organizationId);
    return found ? sendTestEvent(found, endpointId) : forbidden;
  },
);

export const redeliverAction = webhookAction(
  { input: z.object({ ...scope, id, deliveryId: id }), messages: "webhooks.errors" },
  async ({ organizationId, id: endpointId, deliveryId }, session) => {
    const found = await owner(session, organizationId);
    return found ? redeliver(found, endpointId, deliveryId) : forbidden;
  },
);

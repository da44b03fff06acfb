import "server-only";
import { getCurrentDBAdapterAsyncLocalStorage, runWithAdapter } from "@better-auth/core/context";
import { router } from "better-auth/api";
import { auth } from "@/lib/auth/server/auth";

type Handler = (request: Request) => Promise<Response>;

let built: Promise<Handler> | undefined;

/**
 * better-auth 1.7's `auth.handler` rebuilds its whole router — every endpoint of every plugin, about a third
 * of a get-session's CPU — on each request, because a dynamic base URL or a trusted-origins function could
 * differ per request. Ours are static (lib/env.ts), so the router is built once. Each request still gets its
 * own copy of the context from better-call, exactly as with `auth.handler`.
 */
function build(): Promise<Handler> {
  return (built ??= auth.$context.then(async (ctx) => {
    const handlerCtx = Object.create(Object.getPrototypeOf(ctx), Object.getOwnPropertyDescriptors(ctx));
    const { handler } = router(handlerCtx, auth.options);
    const adapterScope = await getCurrentDBAdapterAsyncLocalStorage();
    // Inside an organization request's transaction (lib/organization/transaction.ts) the transaction's adapter
    // must stay the current one; binding the base adapter here would let every write commit on its own.
    const handle: Handler = (request) =>
      (adapterScope.getStore()?.isTransactionActive ? handler(request) : runWithAdapter(handlerCtx.adapter, () => handler(request))) as unknown as Promise<Response>;
    return handle;
  }));
}

export async function handleAuthRequest(request: Request): Promise<Response> {
  return (await build())(request);
}

import { AsyncLocalStorage } from "node:async_hooks";

type Slots = Readonly<Record<symbol, unknown>>;

/**
 * The app's one AsyncLocalStorage, on globalThis so that every copy of this module a bundle makes shares it. On
 * Node 20 each AsyncLocalStorage a process has used gives every promise it makes from then on one more property;
 * Next.js and better-auth use about ten, and past a dozen an await costs two to five times as much (a loop of
 * awaits took 0.9 µs each with eleven in use, 1.7 with thirteen, 3 to 4 with fourteen). So what the app's own code
 * carries through a request or a job (its log context, the transaction in sight, the member a key acts as, …)
 * shares this one, each value in a slot of its own.
 */
const storage = ((globalThis as Record<string, unknown>).__appAsyncScope ??= new AsyncLocalStorage<Slots>()) as AsyncLocalStorage<Slots>;

export type ScopeSlot<T> = {
  /** Runs `work` with the slot holding `value`, every other slot as it was. */
  run<R>(value: T, work: () => R): R;
  /** The slot's value where this code runs, if any. */
  get(): T | undefined;
};

/** A slot of the scope; one name is one slot in every copy of the module that asks for it. */
export function scopeSlot<T>(name: string): ScopeSlot<T> {
  const key = Symbol.for(`app.async-scope.${name}`);
  return {
    run: (value, work) => storage.run({ ...storage.getStore(), [key]: value }, work),
    get: () => storage.getStore()?.[key] as T | undefined,
  };
}

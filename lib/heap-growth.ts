import "server-only";
import { setFlagsFromString } from "node:v8";

/** How far V8 lets the heap grow past what the last full collection kept alive, in percent. */
export const HEAP_GROWING_PERCENT = 30;

const FLAG = "--heap-growing-percent";

/**
 * Holds the heap near what is alive. Rendering a page leaves a few hundred kilobytes that outlive the young
 * generation, and V8's default is to let that garbage pile up to two or three times the live heap before a full
 * collection: under a soak of all traffic at once one instance went from 200 MB to 790 MB resident, most of it
 * garbage. With a growth factor of 1.3 the same soak peaks at 420 MB (the heap in use under 180 MB) and serves
 * as many requests, with no hard ceiling that a burst could crash into, as --max-old-space-size would be.
 * A value given on node's own command line is left as it is.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((arg) => arg.startsWith(FLAG))) return false;
  setFlagsFromString(`${FLAG}=${HEAP_GROWING_PERCENT}`);
  return true;
}

import { readFileSync } from "node:fs";

/**
 * The Node options every production server runs with, kept once in package.json's `config.node_options`: `npm
 * start` puts them in NODE_OPTIONS before the operator's own (so theirs win), and the Dockerfile's image sets the
 * same in its environment (a test holds the two together). The launchers of the tests and benchmarks start the
 * server the same way, so that what they measure is what runs.
 *
 * The heap's limit, --max-old-space-size: V8 sizes the heap's growth to its limit. Under the default (a quarter of
 * the machine's memory, 4 GB here) it lets garbage grow the heap to about four times what is live before it
 * collects, so one instance's resident memory climbed to 740 MB under the bench's mixed traffic with ~110 MB live;
 * with 512 MB it grows by about 1.4 times: the heap stays near 200 MB and the resident memory peaks at 360–415 MB,
 * at the same throughput, with the limit still 2.5–3 times the live heap's peak. Its cost is latency at a low
 * load (more frequent full collections; the README's "Benchmark" has the figures).
 */
const config = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).config;
export const SERVER_NODE_OPTIONS = config.node_options;

/**
 * The C library's tunables every production server runs with, kept once in package.json's `config.glibc_tunables`
 * and given the same way (`npm start`, the Dockerfile; an operator's own GLIBC_TUNABLES replaces them).
 *
 * glibc.malloc.hugetlb=1: glibc asks the kernel for transparent huge pages (madvise) for the memory it maps. A
 * password hash (scrypt, N=16384, r=16) allocates 32 MiB, which glibc maps afresh for every hash: in 4 KiB pages
 * that is 8 192 page faults, a third of the hash's CPU spent in the kernel, and TLB misses on scrypt's random
 * reads over the block; in 2 MiB pages, 16 faults. Measured on a 2-core machine: raw hashes 11.9 → 30.9 per
 * second, and sign-ins at 20 connections 9.6 → 20.3 per second (p50 1.84 → 0.92 s), resident memory unchanged
 * (about 330 MB). Where the kernel's transparent huge pages are off ("never"), or the C library is not glibc
 * 2.35 or later (musl), the setting does nothing.
 */
export const SERVER_GLIBC_TUNABLES = config.glibc_tunables;

/** NODE_OPTIONS as `npm start` composes it: the server's options, then `own` (the caller's, which win), if any. */
export const serverNodeOptions = (own) => [SERVER_NODE_OPTIONS, own].filter(Boolean).join(" ");

/**
 * The environment `npm start` gives the server beyond `own` (the caller's): its Node options and C tunables.
 * `serverProcessEnv({})` is the image's: the server's own values alone, never this process's NODE_OPTIONS.
 */
export const serverProcessEnv = (own = process.env) => ({
  NODE_OPTIONS: serverNodeOptions(own.NODE_OPTIONS),
  GLIBC_TUNABLES: own.GLIBC_TUNABLES || SERVER_GLIBC_TUNABLES,
});

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
export const SERVER_NODE_OPTIONS = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).config.node_options;

/** NODE_OPTIONS as `npm start` composes it: the server's options, then `own` (the caller's, which win). */
export const serverNodeOptions = (own = process.env.NODE_OPTIONS) => [SERVER_NODE_OPTIONS, own].filter(Boolean).join(" ");

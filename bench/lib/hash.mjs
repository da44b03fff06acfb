import { scrypt } from "node:crypto";

/**
 * Raw scrypt hashes per second with better-auth's parameters (N=16384, r=16, p=1, 64-byte key), on the same
 * libuv thread pool size the server uses, with 20 in flight like the sign-in scenario. Its caller gives the child
 * the server's GLIBC_TUNABLES as well: they change what a hash costs (scripts/lib/server-node-options.mjs).
 */
export async function rawHashesPerSecond(seconds = 10) {
  const params = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
  const one = () =>
    new Promise((resolve, reject) =>
      scrypt("correct horse battery staple", "0123456789abcdef", 64, params, (e) => (e ? reject(e) : resolve())),
    );
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < until) {
      await one();
      done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: 20 }, worker));
  return done / ((Date.now() - started) / 1000);
}

if (process.argv[2] === "--child") {
  rawHashesPerSecond(Number(process.argv[3] ?? 10)).then((n) => console.log(JSON.stringify({ hashesPerSecond: n })));
}

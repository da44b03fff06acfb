import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createFreshDatabase } from "../../scripts/lib/fresh-database.mjs";
import { startNextServer } from "../../scripts/lib/next-server.mjs";

export const WEBHOOK_SECRET = "whsec_multi_instance_webhook_secret";
const SECRET = "multi-instance-secret-5b0e9c2d7a4f4e1b8c3d6a9f0e2b4c7d";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

export type Mode = "postgres" | "redis";

export type Instance = { name: "A" | "B"; port: number; url: string };

/**
 * Two `next start` processes of the production build on one fresh PostgreSQL database (and, in "redis" mode,
 * one Redis), behind nginx from Debian's packages balancing round-robin, all on loopback. Builds nothing:
 * `next build` has run before (scripts/test-all.mjs).
 */
export async function startStack(mode: Mode, basePort: number) {
  if (!existsSync(".next/BUILD_ID")) throw new Error("no production build: run `npx next build` first");
  const database = await createFreshDatabase(`multi_${mode}`);
  const instances: Instance[] = [
    { name: "A", port: basePort + 1, url: `http://127.0.0.1:${basePort + 1}` },
    { name: "B", port: basePort + 2, url: `http://127.0.0.1:${basePort + 2}` },
  ];
  const balancer = `http://127.0.0.1:${basePort}`;
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: SECRET,
    BETTER_AUTH_URL: balancer,
    // The balancer appends the address it saw; the app reads the client's address to its left.
    TRUSTED_PROXIES: "127.0.0.1",
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_MAX: "10",
    RATE_LIMIT_WINDOW: "60",
    REQUIRE_EMAIL_VERIFICATION: "false",
    POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...(mode === "redis" ? { REDIS_URL } : {}),
  };
  const servers = new Map<string, Awaited<ReturnType<typeof startNextServer>>>();
  const logs: string[] = [];
  const start = async (instance: Instance) => servers.set(instance.name, await startNextServer(instance.port, env));
  // One after the other: both apply migrations at start (serialized by an advisory lock anyway).
  for (const instance of instances) await start(instance);
  const nginx = await startNginx(basePort, instances);

  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    balancer,
    instances,
    A: instances[0],
    B: instances[1],
    query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => sql.query<T>(text, values).then((r) => r.rows),
    /** Stops one instance and starts it again on the same port. */
    async restart(instance: Instance, whileDown?: () => Promise<void>) {
      const server = servers.get(instance.name)!;
      await server.stop();
      logs.push(...server.log);
      await whileDown?.();
      await start(instance);
    },
    async stop() {
      await nginx.stop();
      for (const server of servers.values()) {
        await server.stop();
        logs.push(...server.log);
      }
      await sql.end();
      await database.drop();
      return logs.join("");
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

function nginxBinary() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  return "nginx";
}

/** nginx in the foreground with a configuration of its own in a temporary folder: one balancer on loopback. */
async function startNginx(port: number, instances: Instance[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-multi-"));
  const runsAsRoot = process.getuid?.() === 0;
  const conf = `
${runsAsRoot ? "user root;" : ""}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${instances.map((i) => `    server 127.0.0.1:${i.port} max_fails=0;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
    }
  }
}
`;
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, conf);
  const child: ChildProcess = spawn(nginxBinary(), ["-p", dir, "-c", file], { stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${output.join("")}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`nginx did not answer within 10 s: ${output.join("")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
}

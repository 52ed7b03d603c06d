// A throwaway PostgreSQL cluster for tests and benchmarks: Debian's `postgresql`, a temporary data directory, a
// loopback port and a socket in that directory; no service, no network. As root (initdb refuses it) it runs as `postgres`.
import { execFile, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/** The newest Debian PostgreSQL's bin directory (/usr/lib/postgresql/<v>/bin), or undefined. */
export function findPostgresBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, "bin", "initdb")));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(base, newest, "bin") : undefined;
}

/** A free loopback port (the OS picks it; another program could take it before it is used). @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster: `url` reaches the database `postgres` on 127.0.0.1 as the superuser `postgres` (trust, loopback only). */
export async function startPostgres({ prefix = "pg-" } = {}) {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(
      "PostgreSQL is not installed: `npm test` installs Debian's postgresql package when missing, or run `apt-get install -y postgresql`.",
    );
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const data = join(dir, "data");
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const [uid, gid] = ["-u", "-g"].map((flag) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" }));
    if (uid?.status !== 0) throw new Error("PostgreSQL's `postgres` user is missing (Debian's package creates it).");
    chownSync(dir, Number(uid.stdout.trim()), Number(gid?.stdout.trim()));
  }
  chmodSync(dir, 0o700);
  /** @param {string} cmd @param {string[]} args @returns {[string, string[]]} */
  const command = (cmd, args) => (asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, cmd), ...args]] : [join(bin, cmd), args]);
  // Started without blocking this process's event loop (Vitest's main process answers its workers meanwhile).
  /** @param {string} cmd @param {string[]} args */
  const start = (cmd, args) =>
    promisify(execFile)(...command(cmd, args), { encoding: "utf8", cwd: dir }).catch((error) => {
      throw new Error(`${cmd} failed: ${error.stderr || error.stdout || error.message}`);
    });
  const port = await freePort();
  await start("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  // fsync stays on (the default): the kill test relies on commits reaching the disk.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200`;
  await start("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-o", options, "-w", "-t", "60", "start"]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        const stop = spawnSync(...command("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]), { encoding: "utf8", cwd: dir });
        if (stop.status !== 0) throw new Error(`pg_ctl failed: ${stop.stderr || stop.stdout || stop.error?.message}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

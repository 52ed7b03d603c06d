import { spawn } from "node:child_process";
import { findProgram, freePort } from "./cluster/cluster.mjs";

/**
 * A real Redis for a test file (Debian's redis-server, a loopback port, no persistence): its URL, and
 * `stop()` to end it.
 */
export async function startRedis(): Promise<{ url: string; stop: () => void }> {
  const program = findProgram("redis-server");
  if (!program) throw new Error("redis-server is not installed: `npm test` installs it, or apt-get install -y redis-server");
  const port = await freePort();
  const server = spawn(program, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let said = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes("Ready to accept connections")) resolve();
    });
    server.on("exit", (code) => reject(new Error(`redis-server exited (${code}): ${said}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill() };
}

// Vitest's global set-up for PostgreSQL: one throwaway cluster (Debian's package, loopback port,
// temporary directory) for the run, started only when a test first asks for it, so that a run with no
// such test needs no PostgreSQL at all. Test files run in workers of their own; they ask this process
// for the cluster's address over a loopback HTTP endpoint (tests/contact-stores.ts, postgresUrl), and
// the first request starts the cluster. It is stopped when the run ends.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { startPostgres } from "../../scripts/lib/postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where a test file asks for the run's PostgreSQL cluster: GET answers its postgres:// address. */
    postgresBroker: string;
  }
}

export default async function setup(project: TestProject) {
  let cluster: ReturnType<typeof startPostgres> | undefined;
  const broker = createServer((_request, response) => {
    cluster ??= startPostgres({ prefix: "vitest-pg-" });
    cluster.then(
      ({ url }) => response.writeHead(200, { "content-type": "text/plain" }).end(url),
      (error: Error) => response.writeHead(500, { "content-type": "text/plain" }).end(error.message),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, "127.0.0.1", resolve));
  project.provide("postgresBroker", `http://127.0.0.1:${(broker.address() as AddressInfo).port}/`);
  return async () => {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    (await cluster?.catch(() => undefined))?.stop();
  };
}

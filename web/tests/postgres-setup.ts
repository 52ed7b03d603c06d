// Vitest's global set-up: one throwaway PostgreSQL cluster (Debian's package, loopback port, temporary
// directory) for the run; each test that needs it creates a database of its own (tests/contact-stores.ts).
import type { TestProject } from "vitest/node";
import { startPostgres } from "../../scripts/lib/postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgres({ prefix: "vitest-pg-" });
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}

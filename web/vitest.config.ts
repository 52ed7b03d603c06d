import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  // TSX (the sections' render tests) with React's automatic runtime: tsconfig.json's `jsx: "preserve"` is Next's
  // setting, which leaves JSX for Next's compiler.
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules", ".next", ".next-*", "tests/e2e"],
    environment: "node",
    // Tests wait on events, never on time: the limit only stops a test that hangs. Vitest's default 5 s
    // fails sound tests on a busy machine (a GROQ query per post, a PostgreSQL transaction under load).
    testTimeout: 30_000,
    // Two files at a time, on the two cores the suite's machine has (Vitest's default leaves one core free: one file
    // at a time there). Most files wait on a database, a server or a spawned CLI, so the two overlap well; each file
    // has its own databases, ports and temporary directories.
    maxWorkers: 2,
    // A throwaway PostgreSQL cluster for the run, started when a test first asks for it (the contact
    // capture's tests run on both stores); a run without such a test needs no PostgreSQL.
    globalSetup: ["tests/postgres-setup.ts"],
  },
});

#!/usr/bin/env node
// `npm test` after set-up: every check and test of the repository, in order of cost. The last line
// counts tests only, as the test runners report them: "tests: N passed, N failed, N skipped". Checks
// (lint, typecheck, content, Studio) are not tests: a failed one fails the run (exit 1) and is named
// above that line. A test runner that fails without a report counts as one failed test.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const reports = join(root, "test-results");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  SANITY_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  PLAYWRIGHT_JSON_OUTPUT_FILE: join(reports, "playwright.json"),
};

/** @typedef {{ passed: number; failed: number; skipped: number }} Counts */
/** @typedef {() => Counts | undefined} CountsReader what a test runner's report counted, undefined when it wrote none */

/** @type {Counts} */
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const failedSteps = [];

/**
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd?: string; counts?: CountsReader; extraEnv?: Record<string, string> }} [options]
 */
function step(name, cmd, args, { cwd = root, counts, extraEnv = {} } = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd, env: { ...env, ...extraEnv }, stdio: "inherit" });
  const ok = result.status === 0;
  if (counts) {
    const counted = counts();
    if (counted) {
      totals.passed += counted.passed;
      totals.failed += counted.failed;
      totals.skipped += counted.skipped;
    } else totals.failed += 1;
  }
  if (!ok) failedSteps.push(name);
  console.log(`━━ ${name}: ${ok ? "ok" : `FAILED (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The parts of Vitest's JSON report read here. @typedef {{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }} VitestReport */
/** The parts of Playwright's JSON report read here. @typedef {{ stats: { expected: number; flaky: number; unexpected: number; skipped: number } }} PlaywrightReport */

/** @param {string} file @returns {unknown} */
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);

/** @param {string} file @returns {CountsReader} */
function vitestCounts(file) {
  return () => {
    const report = /** @type {VitestReport | undefined} */ (readJson(file));
    if (!report) return undefined;
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  };
}

/** @param {string} file @returns {CountsReader} */
function playwrightCounts(file) {
  return () => {
    const report = /** @type {PlaywrightReport | undefined} */ (readJson(file));
    if (!report) return undefined;
    const s = report.stats;
    return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
  };
}

// Node's test runner's JUnit report: one <testcase> per test, a <failure> or <skipped> inside when so.
/** @param {string} file @returns {CountsReader} */
function junitCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const cases = readFileSync(file, "utf8").match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? [];
    const failed = cases.filter((c) => c.includes("<failure")).length;
    const skipped = cases.filter((c) => c.includes("<skipped")).length;
    return { passed: cases.length - failed - skipped, failed, skipped };
  };
}

const bin = (/** @type {string} */ pkg, /** @type {string} */ name) => join(root, pkg, "node_modules", ".bin", name);

step("lint and format (biome)", join(root, "node_modules", ".bin", "biome"), ["check", "."]);
step("function length (web/ 60 lines, elsewhere 80)", process.execPath, [join(root, "scripts", "check-function-length.mjs")]);
step("typecheck (tsc, every workspace)", process.execPath, [
  join(root, ".tools", "node_modules", "pnpm", "bin", "pnpm.cjs"),
  "-r",
  "typecheck",
]);
step("content: integrity and Sanity's validator", process.execPath, [join(root, "scripts", "validate-content.mjs")]);
step("studio: sanity schema validate", bin("studio", "sanity"), ["schema", "validate"], { cwd: join(root, "studio") });
// Built for the browser suite's editor journey (web/tests/e2e/studio.spec.ts): against its Content Lake stand-in,
// previewing its Content Lake site (the settings: web/tests/e2e-server.ts), so the suite serves this build as it is.
const { e2eStudioBuildEnv } = await import("../web/tests/e2e-server.ts");
step("studio: sanity build (offline)", bin("studio", "sanity"), ["build", "--yes"], {
  cwd: join(root, "studio"),
  extraEnv: e2eStudioBuildEnv,
});
step(
  "unit and integration tests (vitest)",
  bin("web", "vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile=${join(reports, "vitest.json")}`],
  {
    cwd: join(root, "web"),
    counts: vitestCounts(join(reports, "vitest.json")),
  },
);
step("browser suite on the production build (playwright)", bin("web", "playwright"), ["test", "--reporter=list,json"], {
  cwd: join(root, "web"),
  counts: playwrightCounts(join(reports, "playwright.json")),
});
/** A test file of Node's runner (web/tests/node/<file>), its results counted from its JUnit report. @param {string} name @param {string} file */
const nodeTests = (name, file) => {
  const report = join(reports, file.replace(/\.mjs$/, ".xml"));
  const reporters = ["--test-reporter=spec", "--test-reporter-destination=stdout", "--test-reporter=junit"];
  step(name, process.execPath, ["--test", ...reporters, `--test-reporter-destination=${report}`, join(root, "web/tests/node", file)], {
    counts: junitCounts(report),
  });
};
// After the browser suite, whose Content Lake build it serves again (.next-lake): 200 publishes to the real server
// under a stand-in as unkind as Sanity may be, the instance killed and restarted mid-way.
nodeTests("publish soak: the real server under an unkind Content Lake", "publish-soak.test.mjs");
// After the browser suite, whose build it serves (SITE_TEST_DIST_DIR or .next): two instances behind nginx and
// Varnish, sharing Redis and PostgreSQL.
nodeTests("cluster: two instances, Redis, PostgreSQL, nginx, Varnish", "cluster.test.mjs");

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(", ")}` : "All steps passed."}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);

#!/usr/bin/env node
// `npm test` after set-up: every check and test of the repository, in order of cost. The last line
// counts tests only, as the test runners report them: "tests: N passed, N failed, N skipped". Checks
// (lint, typecheck, content, Studio) are not tests: a failed one fails the run (exit 1) and is named
// above that line. A test runner that fails without a report counts as one failed test.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
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

/** @type {Counts} */
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const failedSteps = [];

/**
 * Runs a step; `report`: its test runner's report file, counted by `counts` afterwards (one failed test when there is none).
 * @param {string} name @param {string} cmd @param {string[]} args
 * @param {{ cwd?: string; report?: [string, (text: string) => Counts]; extraEnv?: Record<string, string> }} [options]
 */
function step(name, cmd, args, { cwd = root, report, extraEnv = {} } = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd, env: { ...env, ...extraEnv }, stdio: "inherit" });
  if (report) {
    const [file, counts] = report;
    const counted = existsSync(file) ? counts(readFileSync(file, "utf8")) : { passed: 0, failed: 1, skipped: 0 };
    for (const key of /** @type {const} */ (["passed", "failed", "skipped"])) totals[key] += counted[key];
  }
  if (result.status !== 0) failedSteps.push(name);
  const outcome = result.status === 0 ? "ok" : `FAILED (exit ${result.status})`;
  console.log(`━━ ${name}: ${outcome} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Vitest's JSON report. @param {string} text @returns {Counts} */
function vitestCounts(text) {
  const report = JSON.parse(text);
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

/** Playwright's JSON report. @param {string} text @returns {Counts} */
function playwrightCounts(text) {
  const { stats } = JSON.parse(text);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** Node's test runner's JUnit report: one <testcase> per test, a <failure> or <skipped> inside when so. @param {string} text @returns {Counts} */
function junitCounts(text) {
  const cases = text.match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? [];
  const failed = cases.filter((c) => c.includes("<failure")).length;
  const skipped = cases.filter((c) => c.includes("<skipped")).length;
  return { passed: cases.length - failed - skipped, failed, skipped };
}

const bin = (/** @type {string} */ pkg, /** @type {string} */ name) => join(root, pkg, "node_modules", ".bin", name);

step("lint and format (biome)", join(root, "node_modules", ".bin", "biome"), ["check", "."]);
step("function length (web/ 60 lines, elsewhere 80)", process.execPath, [join(root, "scripts", "check-function-length.mjs")]);
const pnpm = join(root, ".tools", "node_modules", "pnpm", "bin", "pnpm.cjs");
step("typecheck (tsc, every workspace)", process.execPath, [pnpm, "-r", "typecheck"]);
step("content: integrity and Sanity's validator", process.execPath, [join(root, "scripts", "validate-content.mjs")]);
step("studio: sanity schema validate", bin("studio", "sanity"), ["schema", "validate"], { cwd: join(root, "studio") });
// Built for the browser suite's editor journey (web/tests/e2e/studio.spec.ts): against its Content Lake stand-in,
// previewing its Content Lake site (the settings: web/tests/e2e-server.ts), so the suite serves this build as it is.
const { e2eStudioBuildEnv } = await import("../web/tests/e2e-server.ts");
step("studio: sanity build (offline)", bin("studio", "sanity"), ["build", "--yes"], {
  cwd: join(root, "studio"),
  extraEnv: e2eStudioBuildEnv,
});
const vitestReport = join(reports, "vitest.json");
const vitestArgs = ["run", "--reporter=default", "--reporter=json", `--outputFile=${vitestReport}`];
step("unit and integration tests (vitest)", bin("web", "vitest"), vitestArgs, {
  cwd: join(root, "web"),
  report: [vitestReport, vitestCounts],
});
step("browser suite on the production build (playwright)", bin("web", "playwright"), ["test", "--reporter=list,json"], {
  cwd: join(root, "web"),
  report: [env.PLAYWRIGHT_JSON_OUTPUT_FILE, playwrightCounts],
});
/** A test file of Node's runner (web/tests/node/<file>), its results counted from its JUnit report. @param {string} name @param {string} file */
const nodeTests = (name, file) => {
  const report = join(reports, file.replace(/\.mjs$/, ".xml"));
  const reporters = ["--test-reporter=spec", "--test-reporter-destination=stdout", "--test-reporter=junit"];
  step(name, process.execPath, ["--test", ...reporters, `--test-reporter-destination=${report}`, join(root, "web/tests/node", file)], {
    report: [report, junitCounts],
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

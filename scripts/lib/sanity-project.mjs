// The Sanity project the dataset scripts talk to, from the same variables the Studio and the site read.
// Refuses (exit 1, one line) when the project or the token is missing: nothing is ever sent without both.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");
export const bundledDataset = join(root, "content", "production.ndjson");

/** @typedef {{ projectId: string; dataset: string; token: string }} SanityProject */

/** A variable's value, or undefined when it is unset or blank. @param {string | undefined} value */
const set = (value) => (value && value.trim() !== "" ? value.trim() : undefined);

/**
 * @param {string} command the script's name, for its messages
 * @param {{ tokens: string[], access: string }} need the variables that may hold the token, and what it must allow @returns {SanityProject}
 */
export function sanityProject(command, need, env = process.env) {
  const projectId = set(env.SANITY_STUDIO_PROJECT_ID) ?? set(env.SANITY_PROJECT_ID);
  const dataset = set(env.SANITY_STUDIO_DATASET) ?? set(env.SANITY_DATASET) ?? "production";
  if (!projectId || projectId === "offline")
    refuse(`${command}: no Sanity project configured; set SANITY_STUDIO_PROJECT_ID (or SANITY_PROJECT_ID) and SANITY_STUDIO_DATASET.`);
  const token = need.tokens.map((name) => set(env[name])).find(Boolean);
  if (!token) refuse(`${command}: no Sanity token; set ${need.tokens.join(" or ")} to a token with ${need.access} access to the project.`);
  return { projectId, dataset, token };
}

/** @param {string} line @returns {never} */
function refuse(line) {
  console.error(line);
  process.exit(1);
}

/**
 * Runs the Studio's Sanity CLI (it needs Node >= 22.12: the workspace's Node 24 first on PATH; telemetry off) with `env` added.
 * @param {string[]} args @param {Record<string, string>} env @param {Omit<import("node:child_process").SpawnSyncOptions, "env">} [options]
 */
export function runSanityCli(args, env, options = {}) {
  const PATH = `${join(root, "node_modules", ".bin")}:${process.env.PATH}`;
  const cliEnv = { ...process.env, PATH, SANITY_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1", ...env };
  const result = spawnSync(join(root, "studio", "node_modules", ".bin", "sanity"), args, {
    cwd: join(root, "studio"),
    ...options,
    env: cliEnv,
  });
  if (result.error) throw result.error;
  return result;
}

/** Runs the Sanity CLI against the project; its failure ends this process. @param {string[]} args @param {SanityProject} project */
export function sanityCli(args, { projectId, dataset, token }) {
  // The CLI reads SANITY_AUTH_TOKEN; `dataset import` reads SANITY_IMPORT_TOKEN.
  const env = { SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset, SANITY_AUTH_TOKEN: token, SANITY_IMPORT_TOKEN: token };
  const result = runSanityCli(args, env, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The Sanity project the dataset scripts talk to, from the same variables the Studio and the site read.
// Refuses (exit 1, one line) when the project or the token is missing: nothing is ever sent without both.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
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
 * Runs the Studio's Sanity CLI against the project (Node 24 first on PATH, telemetry off).
 * @param {string[]} args @param {SanityProject} project
 */
export function sanityCli(args, { projectId, dataset, token }) {
  const studio = join(root, "studio");
  const result = spawnSync(join(studio, "node_modules", ".bin", "sanity"), args, {
    cwd: studio,
    stdio: "inherit",
    env: {
      ...process.env,
      PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`,
      SANITY_STUDIO_PROJECT_ID: projectId,
      SANITY_STUDIO_DATASET: dataset,
      // The CLI reads SANITY_AUTH_TOKEN; `dataset import` reads SANITY_IMPORT_TOKEN.
      SANITY_AUTH_TOKEN: token,
      SANITY_IMPORT_TOKEN: token,
      SANITY_TELEMETRY_DISABLED: "1",
      DO_NOT_TRACK: "1",
    },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

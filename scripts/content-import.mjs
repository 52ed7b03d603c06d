#!/usr/bin/env node
// `pnpm content:import`: seeds a real Sanity project from the bundled dataset (content/production.ndjson).
// Documents with the same _id are replaced; pass --missing to only add the ones the project lacks.
import { bundledDataset, sanityCli, sanityProject } from "./lib/sanity-project.mjs";

const project = sanityProject("content:import", { tokens: ["SANITY_AUTH_TOKEN"], access: "write (Editor)" });
const mode = process.argv.includes("--missing") ? "--missing" : "--replace";
console.info(`content:import: ${bundledDataset} → project ${project.projectId}, dataset ${project.dataset} (${mode})`);
sanityCli(["dataset", "import", bundledDataset, "--dataset", project.dataset, mode], project);

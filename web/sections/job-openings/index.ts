import { defineSection } from "../define";
import { loadOpenings } from "./load";
import { query } from "./query";

export const jobOpenings = defineSection({
  query,
  component: async () => (await import("./job-openings")).JobOpenings,
  load: loadOpenings,
  banded: true,
});

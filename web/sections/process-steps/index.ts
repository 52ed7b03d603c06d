import { defineSection } from "../define";
import { query } from "./query";

export const processSteps = defineSection({
  query,
  component: async () => (await import("./process-steps")).ProcessSteps,
  banded: true,
});

import { defineSection } from "../define";
import { query } from "./query";

export const fernApproach = defineSection({
  query,
  component: async () => (await import("./fern-approach")).FernApproach,
});

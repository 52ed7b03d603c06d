import { defineSection } from "../define";
import { query } from "./query";

export const statBand = defineSection({
  query,
  component: async () => (await import("./stat-band")).StatBand,
});

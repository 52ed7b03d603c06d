import { defineSection } from "../define";
import { query } from "./query";

export const statGrid = defineSection({
  query,
  component: async () => (await import("./stat-grid")).StatGrid,
  banded: true,
});

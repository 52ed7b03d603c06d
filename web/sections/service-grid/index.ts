import { defineSection } from "../define";
import { query } from "./query";

export const serviceGrid = defineSection({
  query,
  component: async () => (await import("./service-grid")).ServiceGrid,
});

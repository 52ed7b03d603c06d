import { defineSection } from "../define";
import { query } from "./query";

export const latestInsights = defineSection({
  query,
  component: async () => (await import("./latest-insights")).LatestInsights,
  banded: true,
});

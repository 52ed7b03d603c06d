import { defineSection } from "../define";
import { query } from "./query";

export const featureList = defineSection({
  query,
  component: async () => (await import("./feature-list")).FeatureList,
  banded: true,
});

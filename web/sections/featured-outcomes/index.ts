import { defineSection } from "../define";
import { query } from "./query";

export const featuredOutcomes = defineSection({
  query,
  component: async () => (await import("./featured-outcomes")).FeaturedOutcomes,
  banded: true,
});

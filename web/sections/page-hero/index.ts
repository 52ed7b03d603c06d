import { defineSection } from "../define";
import { query } from "./query";

export const pageHero = defineSection({
  query,
  component: async () => (await import("./page-hero")).PageHero,
});

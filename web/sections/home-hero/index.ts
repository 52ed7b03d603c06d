import { defineSection } from "../define";
import { query } from "./query";

export const homeHero = defineSection({
  query,
  component: async () => (await import("./home-hero")).HomeHero,
});

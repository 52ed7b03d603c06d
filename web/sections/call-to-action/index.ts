import { defineSection } from "../define";
import { query } from "./query";

export const callToAction = defineSection({
  query,
  component: async () => (await import("./call-to-action")).CallToAction,
});

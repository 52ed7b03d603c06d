import { defineSection } from "../define";
import { query } from "./query";

export const testimonials = defineSection({
  query,
  component: async () => (await import("./testimonials")).Testimonials,
  banded: true,
});

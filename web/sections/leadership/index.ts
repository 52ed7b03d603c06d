import { defineSection } from "../define";
import { query } from "./query";

export const leadership = defineSection({
  query,
  component: async () => (await import("./leadership")).Leadership,
});

import { defineSection } from "../define";
import { query } from "./query";

export const newsletter = defineSection({
  query,
  component: async () => (await import("./newsletter")).Newsletter,
});

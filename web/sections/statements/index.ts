import { defineSection } from "../define";
import { query } from "./query";

export const statements = defineSection({
  query,
  component: async () => (await import("./statements")).Statements,
});

import { defineSection } from "../define";
import { query } from "./query";

export const legalText = defineSection({
  query,
  component: async () => (await import("./legal-text")).LegalText,
});

import { defineSection } from "../define";
import { query } from "./query";

export const contactBlock = defineSection({
  query,
  component: async () => (await import("./contact-block")).ContactBlock,
});

import { defineSection } from "../define";
import { query } from "./query";

export const timeline = defineSection({
  query,
  component: async () => (await import("./timeline")).Timeline,
  banded: true,
});

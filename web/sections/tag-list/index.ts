import { defineSection } from "../define";
import { query } from "./query";

export const tagList = defineSection({
  query,
  component: async () => (await import("./tag-list")).TagList,
  banded: true,
});

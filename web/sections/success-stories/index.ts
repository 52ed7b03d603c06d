import { defineSection } from "../define";
import { query } from "./query";

export const successStories = defineSection({
  query,
  component: async () => (await import("./success-stories")).SuccessStories,
  banded: true,
});

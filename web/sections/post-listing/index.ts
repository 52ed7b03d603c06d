import { defineSection } from "../define";
import { loadListing } from "./load";
import { query } from "./query";

export const postListing = defineSection({
  query,
  component: async () => (await import("./post-listing")).PostListing,
  load: loadListing,
});

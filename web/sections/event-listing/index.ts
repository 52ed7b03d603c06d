import { defineSection } from "../define";
import { loadEvents } from "./load";
import { query } from "./query";

export const eventListing = defineSection({
  query,
  component: async () => (await import("./event-listing")).EventListing,
  load: loadEvents,
});

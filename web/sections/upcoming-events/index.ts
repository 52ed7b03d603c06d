import { defineSection } from "../define";
import { loadUpcoming } from "./load";
import { query } from "./query";

export const upcomingEvents = defineSection({
  query,
  component: async () => (await import("./upcoming-events")).UpcomingEvents,
  load: loadUpcoming,
  banded: true,
});

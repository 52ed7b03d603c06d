import { defineSection } from "../define";
import { query } from "./query";

export const caseStudyGrid = defineSection({
  query,
  component: async () => (await import("./case-study-grid")).CaseStudyGrid,
  // With a heading of its own (a service's case studies); the Case studies page's cards stand under its header.
  banded: (section) => Boolean(section.heading),
});

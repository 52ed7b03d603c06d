import { defineField, defineType } from "sanity";

const label = (name: string, title: string, description?: string) =>
  defineField({ name, title, type: "string", ...(description ? { description } : {}), validation: (rule) => rule.required().max(40) });

/** The case-study cards. The cards are the Case study documents, in their order. */
export const caseStudyGrid = defineType({
  name: "caseStudyGrid",
  title: "Case studies grid",
  type: "object",
  fields: [
    label("clientLabel", "Client label", "The small heading before the client in every card."),
    label("challengeLabel", "Challenge label"),
    label("resultsLabel", "Results label"),
    label("readMoreLabel", "Button", "The button at the foot of each card (Read full case study)."),
  ],
  preview: { prepare: () => ({ title: "Case studies grid", subtitle: "Every case study, as cards" }) },
});

import { defineArrayMember, defineField, defineType, headingFields, iconField } from "@site/schemas/sections";

/**
 * An ordered process: numbered steps, phases or a timeline. Covers the roadmap step (week, title, desc,
 * side), the credentialing stage (day, title, desc), the strategic phase (phase, title, activities) and
 * the population health step (icon, title, desc).
 */
export const processSteps = defineType({
  name: "processSteps",
  title: "Process",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "layout",
      title: "Layout",
      type: "string",
      description: "Steps: numbered cards side by side. Timeline: a line down the page with steps alternating left and right.",
      options: {
        list: [
          { title: "Steps", value: "steps" },
          { title: "Timeline", value: "timeline" },
        ],
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: "steps",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "steps",
      title: "Steps",
      type: "array",
      description: "In order, first step first.",
      of: [
        defineArrayMember({
          type: "object",
          name: "processStep",
          title: "Step",
          fields: [
            defineField({
              name: "label",
              title: "When",
              type: "string",
              description: "Optional: the step's label or timing, for example “Step 1”, “Days 1-3”, “Weeks 1-2” or “Phase 1”.",
              validation: (rule) => rule.max(30),
            }),
            iconField,
            defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(80) }),
            defineField({ name: "desc", title: "Description", type: "text", rows: 3, validation: (rule) => rule.required().max(400) }),
            defineField({
              name: "activities",
              title: "Activities",
              type: "array",
              description: "Optional: what happens in this step, as a short list.",
              of: [defineArrayMember({ type: "string" })],
              validation: (rule) => rule.max(8),
            }),
            defineField({
              name: "side",
              title: "Side on a timeline",
              type: "string",
              description: "Timeline only: which side of the line the step sits on a wide screen. Empty alternates by position.",
              options: { list: ["left", "right"], layout: "radio", direction: "horizontal" },
            }),
          ],
          preview: { select: { title: "title", subtitle: "label" } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(8),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Process" }) },
});

import { defineField, defineType } from "sanity";
import { figuresOfCaseStudy } from "../objects/case-study-figures";

/**
 * A client's own words about working with the firm: the quote, who said it (or, when they asked not to be named,
 * their role and organization alone) and the case study or service it belongs to. Shown by the Testimonials
 * sections that pick it. It cannot be published until an editor confirms the client agreed to its publication.
 */
export const testimonial = defineType({
  name: "testimonial",
  title: "Testimonial",
  type: "document",
  fields: [
    defineField({
      name: "quote",
      title: "Quote",
      type: "text",
      rows: 4,
      description: "The client's words as they approved them, without quotation marks (the site adds them). One to three sentences.",
      validation: (rule) => [
        rule.required().min(20).max(400).error("Write the quote (20 to 400 characters)."),
        rule.custom((quote, context) =>
          figuresOfCaseStudy(quote, (context.document?.about as { _ref?: string } | undefined)?._ref, context),
        ),
      ],
    }),
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description:
        "Optional: the person's name as they agreed it may appear. Leave empty when they asked not to be named: their role and organization then stand alone.",
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: "role",
      title: "Role",
      type: "string",
      description: "Their job title, for example Chief Financial Officer.",
      validation: (rule) => rule.required().max(80).error("Write the person's role (at most 80 characters)."),
    }),
    defineField({
      name: "organization",
      title: "Organization",
      type: "string",
      description:
        "The client as the case studies describe it, named only if the client agreed (for example Five-hospital regional health system, Midwest).",
      validation: (rule) => rule.required().max(90).error("Write the organization (at most 90 characters)."),
    }),
    defineField({
      name: "about",
      title: "Case study or service",
      type: "reference",
      to: [{ type: "caseStudy" }, { type: "service" }],
      description:
        "The engagement the quote is about: its case study when there is one, otherwise the service. The quote links to its page.",
      validation: (rule) => rule.required().error("Pick the case study or service the quote is about."),
    }),
    defineField({
      name: "consent",
      title: "The client agreed to publish this",
      type: "boolean",
      description:
        "Tick only once the person (and their organization, when named) agreed in writing to this exact wording and attribution. A testimonial cannot be published without it.",
      initialValue: false,
      validation: (rule) =>
        rule.custom((consent) => (consent === true ? true : "Confirm the client agreed to publish this quote before publishing it.")),
    }),
  ],
  preview: {
    select: { quote: "quote", name: "name", role: "role", organization: "organization" },
    prepare: ({ quote, name, role, organization }) => ({
      title: quote,
      subtitle: [name, role, organization].filter(Boolean).join(", "),
    }),
  },
});

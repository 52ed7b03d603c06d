import { defineField, defineType, introField } from "@site/schemas/sections";

const shown = [
  { title: "Every case study", value: "all" },
  { title: "The case studies of this service (on a service page)", value: "related" },
] as const;

/**
 * Case-study cards, each leading to its case study's page: every case study (the Case studies page), or on a
 * service page the case studies that name that service among their related services. The cards' words are in
 * Blog and case studies → Case studies, so every card on the site reads the same.
 */
export const caseStudyGrid = defineType({
  name: "caseStudyGrid",
  title: "Case studies grid",
  type: "object",
  fields: [
    defineField({
      name: "show",
      title: "Case studies shown",
      type: "string",
      description:
        "Every case study, or on a service page the ones that list this service under Related services (in their card order). A service no case study lists shows no cards and no heading.",
      options: { list: [...shown], layout: "radio" },
      initialValue: "all",
      validation: (rule) =>
        rule
          .required()
          .custom((show, context) =>
            show === "related" && context.document?._type !== "service"
              ? "Only a service page has case studies of its own: choose “Every case study”, or add this section to a service page."
              : true,
          ),
    }),
    defineField({
      name: "heading",
      title: "Heading",
      type: "string",
      description:
        "Over the cards (for example Related case studies). Leave it empty only where the cards stand straight under the page's header, as on the Case studies page.",
      validation: (rule) =>
        rule
          .max(90)
          .custom((heading, context) =>
            (context.parent as { show?: string } | undefined)?.show === "related" && !heading
              ? "Give the case studies of this service a heading, so visitors see what the cards are among the page's other sections."
              : true,
          ),
    }),
    introField,
  ],
  preview: {
    select: { heading: "heading", show: "show" },
    prepare: ({ heading, show }) => ({
      title: heading || "Case studies grid",
      subtitle: show === "related" ? "Case studies of this service, as cards" : "Every case study, as cards",
    }),
  },
});

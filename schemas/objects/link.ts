import { defineField, defineType } from "sanity";

/** A labelled link: a path on this site (`/about`) or a full URL (`https://…`, `mailto:`, `tel:`). */
export const link = defineType({
  name: "link",
  title: "Link",
  type: "object",
  fields: [
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: "The words the visitor reads and clicks.",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "href",
      title: "Target",
      type: "string",
      description: "A path on this site starting with / (for example /contact), or a full https://, mailto: or tel: address.",
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            typeof value === "string" && /^(\/|https:\/\/|mailto:|tel:)/.test(value)
              ? true
              : "Start with / for a page of this site, or https://, mailto: or tel: for anything else.",
          ),
    }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});

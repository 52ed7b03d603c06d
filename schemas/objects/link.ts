import { defineField, defineType } from "sanity";
import { contactServiceValues } from "./contact-fields";

/**
 * A labelled link: a path on this site (`/about`) or a full URL (`https://…`, `mailto:`, `tel:`). A link
 * to the contact form (`/contact`) can open it with a service already selected.
 */
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
    defineField({
      name: "service",
      title: "Service selected in the form",
      type: "string",
      description: "Opens the contact form with this service already chosen in “Service interest”. Leave empty for none.",
      options: { list: [...contactServiceValues] },
      hidden: ({ parent }) => (parent as { href?: string } | undefined)?.href !== "/contact",
      validation: (rule) =>
        rule.custom((value, context) =>
          value && (context.parent as { href?: string } | undefined)?.href !== "/contact"
            ? "A service can be selected only on a link to /contact."
            : true,
        ),
    }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});

import { defineField, defineType } from "sanity";
import { addressedTypes } from "../addresses";
import { redirectPathPattern } from "../objects/page-path";

/**
 * An old address that now leads to a page: a visitor or search engine asking for it is sent on with a
 * permanent redirect (308). The Studio creates one when a published page, service, post, case study,
 * author or category gets a new address; editors add others (an address printed on a flyer, a merged post).
 */
export const redirect = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  fields: [
    defineField({
      name: "from",
      title: "Old address",
      type: "string",
      description: "The address that should lead elsewhere, starting with / (for example /blog/old-title).",
      validation: (rule) =>
        rule
          .required()
          .custom((from: string | undefined) =>
            !from || redirectPathPattern.test(from)
              ? true
              : "Write the address from its first /, in lower case, without the site's name, ? or #.",
          ),
    }),
    defineField({
      name: "to",
      title: "Leads to",
      type: "reference",
      to: addressedTypes.map((type) => ({ type })),
      description: "The page it leads to now. A reference: if that page is renamed later, the redirect follows it.",
      validation: (rule) => rule.required().error("Choose the page the old address leads to."),
    }),
  ],
  preview: {
    select: { from: "from", title: "to.title", name: "to.name" },
    prepare: ({ from, title, name }) => ({
      title: from ?? "Redirect",
      subtitle: `→ ${title ?? name ?? "?"}`,
    }),
  },
});

import { defineField, defineType } from "sanity";
import { iconNames } from "./colors";

/** A titled point with an optional icon: a principle, a reason, an impact area, a process step. */
export const feature = defineType({
  name: "feature",
  title: "Point",
  type: "object",
  fields: [
    defineField({
      name: "icon",
      title: "Icon",
      type: "string",
      description: "Optional; some lists show an icon beside each point.",
      options: { list: [...iconNames] },
    }),
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(80) }),
    defineField({ name: "text", title: "Text", type: "text", rows: 3, validation: (rule) => rule.required().max(400) }),
  ],
  preview: { select: { title: "title", subtitle: "text" } },
});

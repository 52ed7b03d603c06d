import { defineField } from "sanity";

/** The heading and optional introduction that open a section of a page. */
export const sectionIntroFields = [
  defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(90) }),
  defineField({ name: "intro", title: "Introduction", type: "text", rows: 3, validation: (rule) => rule.max(400) }),
];

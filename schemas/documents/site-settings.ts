import { defineArrayMember, defineField, defineType } from "sanity";
import { dialForm, dialPattern } from "../objects/telephone";

/** One document (id `siteSettings`): the firm's name, navigation, footer and shared words of every page. */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  groups: [
    { name: "brand", title: "Brand", default: true },
    { name: "header", title: "Top bar" },
    { name: "footer", title: "Footer" },
    { name: "contact", title: "Contact details" },
    { name: "system", title: "Shared words" },
  ],
  fields: [
    defineField({
      name: "firmName",
      title: "Firm name",
      type: "string",
      group: "brand",
      description: "Shown beside the logo in the top bar, in the footer and at the end of every browser tab title.",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "tagline",
      title: "Tagline",
      type: "string",
      group: "brand",
      description: "A short line under the firm name in the footer.",
      validation: (rule) => rule.required().max(140),
    }),
    defineField({
      name: "siteUrl",
      title: "Site address",
      type: "url",
      group: "brand",
      description: "The public address of the site (https://…), used for canonical links and sharing previews.",
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ["https"] })
          .error("Enter the site's full address, starting with https://."),
    }),
    defineField({
      name: "locale",
      title: "Language and region",
      type: "string",
      group: "brand",
      description:
        "The site's language as a language tag (en-US for American English): read by browsers, screen readers and search engines.",
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z]{2,3}-[A-Z]{2}$/)
          .error("Write a language tag such as en-US."),
    }),
    defineField({
      name: "languageName",
      title: "Language of service",
      type: "string",
      group: "brand",
      description: "The language the firm answers in, as search engines show it (for example English).",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "areaServed",
      title: "Area served",
      type: "string",
      group: "brand",
      description: "Where the firm works, as search engines show it (for example Worldwide, or United States).",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "defaultSeo",
      title: "Default search description",
      type: "seo",
      group: "brand",
      description: "Used by pages that have no title or description of their own.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "mainNav",
      title: "Main navigation",
      type: "array",
      group: "header",
      description: "The links of the top bar, in order.",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.required().min(1).max(8).error("The top bar holds one to eight links."),
    }),
    defineField({
      name: "menuSecondaryNav",
      title: "Phone menu: more links",
      type: "array",
      group: "header",
      description:
        "Links shown in the phone menu under the main navigation, in smaller type (events, careers): pages a visitor looks for that the top bar leaves out.",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.max(6).error("The phone menu shows at most six more links."),
    }),
    defineField({
      name: "headerCta",
      title: "Top bar button",
      type: "link",
      group: "header",
      description: "The highlighted button at the right of the top bar (Contact Us).",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "menuLabel",
      title: "Phone menu label",
      type: "string",
      group: "header",
      description: "The label of the button that opens the navigation on a phone.",
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: "menuCloseLabel",
      title: "Phone menu close label",
      type: "string",
      group: "header",
      description: "The label of the button that closes the open phone menu (for example Close menu).",
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: "searchLabel",
      title: "Search link",
      type: "string",
      group: "header",
      description:
        "The link to the search page (/search): beside the top bar's button, where screen readers read it under the magnifier, and in words in the phone menu (for example Search).",
      validation: (rule) => rule.required().max(20).error("Name the link to the search page (at most 20 characters)."),
    }),
    defineField({
      name: "footerColumns",
      title: "Footer link columns",
      type: "array",
      group: "footer",
      description: "Columns of links in the footer (for example Services and Company).",
      of: [
        defineArrayMember({
          type: "object",
          name: "footerColumn",
          fields: [
            defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required() }),
            defineField({
              name: "links",
              title: "Links",
              type: "array",
              of: [defineArrayMember({ type: "link" })],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: { select: { title: "heading" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4).error("The footer holds one to four columns of links."),
    }),
    defineField({
      name: "socialLinks",
      title: "Social profiles",
      type: "array",
      group: "footer",
      description: "Open in a new tab. The label is read out by screen readers (for example “LinkedIn”).",
      of: [
        defineArrayMember({
          type: "object",
          name: "socialLink",
          fields: [
            defineField({
              name: "platform",
              title: "Platform",
              type: "string",
              options: { list: ["linkedin", "x", "facebook", "youtube"] },
              description: "Picks the icon.",
              validation: (rule) => rule.required(),
            }),
            defineField({ name: "label", title: "Label", type: "string", validation: (rule) => rule.required() }),
            defineField({
              name: "href",
              title: "Profile address",
              type: "url",
              validation: (rule) => rule.required().uri({ scheme: ["https"] }),
            }),
          ],
          preview: { select: { title: "label", subtitle: "href" } },
        }),
      ],
      validation: (rule) => rule.required().max(6).unique(),
    }),
    defineField({
      name: "contactHeading",
      title: "Footer contact heading",
      type: "string",
      group: "footer",
      description: "The heading above the email address and telephone number in the footer.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "copyright",
      title: "Copyright line",
      type: "string",
      group: "footer",
      description: "Write {year} where the current year should appear.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "legalLinks",
      title: "Legal links",
      type: "array",
      group: "footer",
      description: "Privacy policy, terms of service and accessibility statement, at the bottom of the footer.",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "email",
      title: "Email address",
      type: "string",
      group: "contact",
      description: "Where visitors write to; shown in the footer, on the contact page and in the form's error message.",
      validation: (rule) =>
        rule.required().email().error("Enter the email address visitors should write to, for example hello@example.com."),
    }),
    defineField({
      name: "phone",
      title: "Telephone",
      type: "string",
      group: "contact",
      description: "The number as visitors read it, in international form, for example +1 (555) 123-4567: phones dial the same digits.",
      validation: (rule) =>
        rule
          .required()
          .custom((phone: string | undefined) =>
            !phone || dialPattern.test(dialForm(phone))
              ? true
              : "Start with + and the country code, then 7 to 15 digits in all (spaces, dashes and brackets are fine), for example +1 (555) 123-4567.",
          ),
    }),
    defineField({
      name: "skipLinkLabel",
      title: "Skip link",
      type: "string",
      group: "system",
      description: "The first link for keyboard users, jumping past the navigation.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "homeLabel",
      title: "Home link label",
      type: "string",
      group: "system",
      description: "Read by screen readers on the logo link, and the first crumb of breadcrumbs.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "newTabNote",
      title: "New tab note",
      type: "string",
      group: "system",
      description: "Read by screen readers after links that open in a new tab.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "notFound",
      title: "Page not found",
      type: "object",
      group: "system",
      description: "Shown when a visitor asks for an address that does not exist.",
      fields: [
        defineField({ name: "title", title: "Heading", type: "string", validation: (rule) => rule.required() }),
        defineField({ name: "text", title: "Text", type: "text", rows: 2, validation: (rule) => rule.required() }),
        defineField({ name: "links", title: "Links", type: "array", of: [defineArrayMember({ type: "link" })] }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});

import { defineArrayMember, defineField, defineType } from "sanity";
import { inGroup, requiredString, requiredText } from "../objects/fields";
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
    ...inGroup("brand", [
      requiredString(
        "firmName",
        "Firm name",
        "Shown beside the logo in the top bar, in the footer and at the end of every browser tab title.",
        60,
      ),
      requiredString("tagline", "Tagline", "A short line under the firm name in the footer.", 140),
      defineField({
        name: "siteUrl",
        title: "Site address",
        type: "url",
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
        description:
          "The site's language as a language tag (en-US for American English): read by browsers, screen readers and search engines.",
        validation: (rule) =>
          rule
            .required()
            .regex(/^[a-z]{2,3}-[A-Z]{2}$/)
            .error("Write a language tag such as en-US."),
      }),
      requiredString(
        "languageName",
        "Language of service",
        "The language the firm answers in, as search engines show it (for example English).",
        40,
      ),
      requiredString(
        "areaServed",
        "Area served",
        "Where the firm works, as search engines show it (for example Worldwide, or United States).",
        60,
      ),
      defineField({
        name: "defaultSeo",
        title: "Default search description",
        type: "seo",
        description: "Used by pages that have no title or description of their own.",
        validation: (rule) => rule.required(),
      }),
    ]),
    ...inGroup("header", [
      defineField({
        name: "mainNav",
        title: "Main navigation",
        type: "array",
        description: "The links of the top bar, in order.",
        of: [defineArrayMember({ type: "link" })],
        validation: (rule) => rule.required().min(1).max(8).error("The top bar holds one to eight links."),
      }),
      defineField({
        name: "menuSecondaryNav",
        title: "Phone menu: more links",
        type: "array",
        description:
          "Links shown in the phone menu under the main navigation, in smaller type (events, careers): pages a visitor looks for that the top bar leaves out.",
        of: [defineArrayMember({ type: "link" })],
        validation: (rule) => rule.max(6).error("The phone menu shows at most six more links."),
      }),
      defineField({
        name: "headerCta",
        title: "Top bar button",
        type: "link",
        description: "The highlighted button at the right of the top bar (Contact Us).",
        validation: (rule) => rule.required(),
      }),
      requiredString("menuLabel", "Phone menu label", "The label of the button that opens the navigation on a phone.", 20),
      requiredString(
        "menuCloseLabel",
        "Phone menu close label",
        "The label of the button that closes the open phone menu (for example Close menu).",
        20,
      ),
      defineField({
        name: "searchLabel",
        title: "Search link",
        type: "string",
        description:
          "The link to the search page (/search): beside the top bar's button, where screen readers read it under the magnifier, and in words in the phone menu (for example Search).",
        validation: (rule) => rule.required().max(20).error("Name the link to the search page (at most 20 characters)."),
      }),
    ]),
    ...inGroup("footer", [
      defineField({
        name: "footerColumns",
        title: "Footer link columns",
        type: "array",
        description: "Columns of links in the footer (for example Services and Company).",
        of: [
          defineArrayMember({
            type: "object",
            name: "footerColumn",
            fields: [
              requiredString("heading", "Heading"),
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
              requiredString("label", "Label"),
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
      requiredString("contactHeading", "Footer contact heading", "The heading above the email address and telephone number in the footer."),
      defineField({
        name: "copyright",
        title: "Copyright line",
        type: "string",
        description: "Write {year} where the current year should appear.",
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "legalLinks",
        title: "Legal links",
        type: "array",
        description: "Privacy policy, terms of service and accessibility statement, at the bottom of the footer.",
        of: [defineArrayMember({ type: "link" })],
        validation: (rule) => rule.required().min(1),
      }),
    ]),
    ...inGroup("contact", [
      defineField({
        name: "email",
        title: "Email address",
        type: "string",
        description: "Where visitors write to; shown in the footer, on the contact page and in the form's error message.",
        validation: (rule) =>
          rule.required().email().error("Enter the email address visitors should write to, for example hello@example.com."),
      }),
      defineField({
        name: "phone",
        title: "Telephone",
        type: "string",
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
    ]),
    ...inGroup("system", [
      requiredString("skipLinkLabel", "Skip link", "The first link for keyboard users, jumping past the navigation."),
      requiredString("homeLabel", "Home link label", "Read by screen readers on the logo link, and the first crumb of breadcrumbs."),
      requiredString("newTabNote", "New tab note", "Read by screen readers after links that open in a new tab."),
      defineField({
        name: "notFound",
        title: "Page not found",
        type: "object",
        description: "Shown when a visitor asks for an address that does not exist.",
        fields: [
          requiredString("title", "Heading"),
          requiredText("text", "Text"),
          defineField({ name: "links", title: "Links", type: "array", of: [defineArrayMember({ type: "link" })] }),
        ],
        validation: (rule) => rule.required(),
      }),
    ]),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});

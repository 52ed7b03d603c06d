import { defineField, defineType } from "sanity";
import { contactServiceValues, linkPageTypes } from "../addresses";
import { requiredString } from "./fields";

/** Where a link or button leads; the editor picks one, and only that kind's field is shown. */
export const linkTargets = [
  { title: "A page of this site", value: "page" },
  { title: "The contact form", value: "contact" },
  { title: "A file to download", value: "file" },
  { title: "An email address", value: "email" },
  { title: "Another website", value: "url" },
] as const;
export type LinkTarget = (typeof linkTargets)[number]["value"];

type LinkValue = { to?: LinkTarget } | undefined;
const targetIs =
  (target: LinkTarget) =>
  ({ parent }: { parent?: unknown }) =>
    (parent as LinkValue)?.to !== target;
/** A field the chosen kind of target needs, with what to do when it is empty. */
const neededFor =
  (target: LinkTarget, message: string) =>
  (value: unknown, context: { parent?: unknown }): true | string =>
    (context.parent as LinkValue)?.to === target && (value === undefined || value === null || value === "") ? message : true;

/**
 * A labelled link or button, the one used everywhere (navigation, page headers, closing bands): to a
 * page of the site (a reference, so a renamed page never breaks it), to the contact form with a service
 * already selected, to a file to download, to an email address, or to another website.
 */
export const link = defineType({
  name: "link",
  title: "Link",
  type: "object",
  fields: [
    requiredString("label", "Label", "The words the visitor reads and clicks.", 60),
    defineField({
      name: "to",
      title: "Leads to",
      type: "string",
      initialValue: "page",
      options: { list: [...linkTargets], layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required().error("Choose where the link leads."),
    }),
    defineField({
      name: "page",
      title: "Page",
      type: "reference",
      to: linkPageTypes.map((type) => ({ type })),
      description: "A page or service page of this site. Renaming it later keeps the link working.",
      hidden: targetIs("page"),
      validation: (rule) => rule.custom(neededFor("page", "Choose the page the link leads to.")),
    }),
    defineField({
      name: "service",
      title: "Service selected in the form",
      type: "string",
      description: "Opens the contact form with this service already chosen in “Service interest”. Leave empty for none.",
      options: { list: [...contactServiceValues] },
      hidden: targetIs("contact"),
    }),
    defineField({
      name: "file",
      title: "File",
      type: "file",
      description: "A guide, checklist or report visitors download (a PDF is best). The link shows its type and size.",
      hidden: targetIs("file"),
    }),
    defineField({
      name: "email",
      title: "Email address",
      type: "string",
      hidden: targetIs("email"),
      validation: (rule) =>
        rule
          .custom(neededFor("email", "Enter the email address, for example partners@example.com."))
          .email()
          .error("Enter an email address, for example partners@example.com."),
    }),
    defineField({
      name: "url",
      title: "Web address",
      type: "url",
      description: "A full address on another website, starting with https:// (for example the booking page).",
      hidden: targetIs("url"),
      validation: (rule) =>
        rule
          .custom(neededFor("url", "Enter the full address, starting with https://."))
          .uri({ scheme: ["https"] })
          .error("Enter a full address starting with https://."),
    }),
  ],
  // A file link needs its file. (Sanity reports this rule as a warning however it is set; `pnpm
  // content:validate` fails on warnings too, and the zod schema refuses a link with no address.)
  validation: (rule) =>
    rule
      .custom((value) => {
        const link = value as { to?: LinkTarget; file?: { asset?: unknown; _sanityAsset?: unknown } } | undefined;
        return link?.to === "file" && !link.file?.asset && !link.file?._sanityAsset
          ? "Choose the file the link offers: upload it in the File field."
          : true;
      })
      .error(),
  preview: {
    select: {
      title: "label",
      to: "to",
      page: "page.title",
      service: "service",
      email: "email",
      url: "url",
      file: "file.asset.originalFilename",
    },
    prepare: ({ title, to, page, service, email, url, file }) => {
      const subtitle: Record<string, string | undefined> = {
        page,
        contact: service ? `Contact form, ${service} selected` : "Contact form",
        file,
        email,
        url,
      };
      return { title, subtitle: subtitle[to as string] };
    },
  },
});

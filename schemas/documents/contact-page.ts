import { defineArrayMember, defineField, defineType } from "sanity";
import { contactServiceValues } from "../addresses";
import { contactFields, placeholderFields } from "../objects/contact-fields";
import { inGroup, requiredString as string, requiredText as text } from "../objects/fields";

/** A text that must contain `placeholder` (filled in on the page), e.g. {email}. */
const withPlaceholder = (name: string, title: string, placeholder: string, what: string, description?: string) =>
  defineField({
    name,
    title,
    type: "text",
    rows: 2,
    description: description ? `${description} Write ${placeholder} where ${what} goes.` : `Write ${placeholder} where ${what} goes.`,
    validation: (rule) =>
      rule
        .required()
        .custom((value) => (typeof value === "string" && value.includes(placeholder) ? true : `Write ${placeholder} where ${what} goes.`)),
  });
const email = "the firm's email address (a link)";

/**
 * One document (id `contactPage`): the words of the contact form and the boxes beside it, its banners
 * and the no-JavaScript answers. The /contact page shows them through its Contact form section.
 */
export const contactPage = defineType({
  name: "contactPage",
  title: "Contact form",
  type: "document",
  groups: [
    { name: "page", title: "Boxes", default: true },
    { name: "form", title: "Form" },
    { name: "answers", title: "Messages" },
  ],
  fields: [
    ...inGroup("page", [
      defineField({
        name: "bookingUrl",
        title: "Booking page address",
        type: "url",
        description: "The external page where visitors book a meeting (the Schedule a meeting box's button). Opens in a new tab.",
        validation: (rule) => rule.required().uri({ scheme: ["https"] }),
      }),
      defineField({
        name: "schedule",
        title: "Schedule a meeting box",
        type: "object",
        fields: [string("heading", "Heading"), text("text", "Text"), string("linkLabel", "Button (Schedule a Meeting)")],
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "emailDirect",
        title: "Email us directly box",
        type: "object",
        description: "A link that opens the visitor's email program addressed to the firm's email (from the site settings).",
        fields: [
          string("heading", "Heading"),
          text("text", "Text"),
          string("linkLabel", "Button (Email Us Directly)"),
          string("subject", "Email subject", "Filled in for the visitor, for example Consultation Request."),
        ],
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "contactInfo",
        title: "Contact information",
        type: "object",
        description: "The email and telephone shown here come from the site settings.",
        fields: [
          string("heading", "Heading"),
          string("emailLabel", "Email label"),
          string("phoneLabel", "Telephone label"),
          string("hoursLabel", "Hours label"),
          string("hours", "Hours"),
        ],
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "availability",
        title: "Available times box",
        type: "object",
        description:
          "Optional, and only for a page of its own (for example a calendar of open slots at another address than the booking page): the Schedule a meeting box already leads to the booking page, and two links to one page only make visitors wonder which to choose.",
        fields: [
          string("heading", "Heading"),
          text("text", "Text"),
          string("linkLabel", "Link (View Available Times)"),
          defineField({
            name: "href",
            title: "Link address",
            type: "url",
            description: "The page of open slots (https://), another address than the booking page's.",
            validation: (rule) =>
              rule
                .required()
                .uri({ scheme: ["https"] })
                .custom((href, context) =>
                  href && href === (context.document as { bookingUrl?: string } | undefined)?.bookingUrl
                    ? "This is the booking page's address, which the Schedule a meeting box already links: give another page, or remove this box."
                    : true,
                ),
          }),
        ],
      }),
    ]),
    defineField({
      name: "form",
      title: "Form",
      type: "object",
      group: "form",
      description: "Labels end with * on the required fields (name, email, message).",
      fields: [
        string("heading", "Heading above the form"),
        string("requiredNote", "Required fields note", "For example: Fields marked * are required."),
        // A label for each field of the form (schemas/objects/contact-fields.ts), then a placeholder for each box.
        ...contactFields.map((field) => string(`${field.name}Label`, `${field.title} label`)),
        ...placeholderFields.map((field) => string(`${field.name}Placeholder`, `${field.title} placeholder`)),
        string("serviceNoneLabel", "Service: the “none selected” option"),
        defineField({
          name: "serviceOptions",
          title: "Service options",
          type: "array",
          description: "One label for each of the thirteen service values the form sends; the order here is the order shown.",
          of: [
            defineArrayMember({
              type: "object",
              name: "serviceOption",
              fields: [
                defineField({
                  name: "value",
                  title: "Value sent",
                  type: "string",
                  options: { list: [...contactServiceValues] },
                  validation: (rule) => rule.required(),
                }),
                string("label", "Label"),
                defineField({
                  name: "service",
                  title: "Service page",
                  type: "reference",
                  to: [{ type: "service" }],
                  description: "The service this option stands for: /contact/<its address> opens the form with this option selected.",
                }),
              ],
              preview: { select: { title: "label", subtitle: "value" } },
            }),
          ],
          validation: (rule) =>
            rule
              .required()
              .length(contactServiceValues.length)
              .custom((options) => {
                const values = new Set((options ?? []).map((option) => (option as { value?: string }).value));
                const missing = contactServiceValues.filter((value) => !values.has(value));
                return missing.length === 0 ? true : `Give each service value one label; missing: ${missing.join(", ")}.`;
              }),
        }),
        defineField({
          name: "fieldErrors",
          title: "What to fix, per field",
          type: "object",
          description:
            "Shown under a field the form cannot take, and in the list of problems above the form (with or without JavaScript). Say what to do, for example: Enter an email address like jane@hospital.org.",
          fields: contactFields.map((field) => string(field.name, field.title)),
          validation: (rule) => rule.required(),
        }),
        string("honeypotLabel", "Spam trap label", "Read by no visitor: the label of a hidden field that only robots fill in."),
        text(
          "healthNotice",
          "Health information notice",
          "Under the message field: ask visitors not to write patient information or medical records in the form.",
        ),
        withPlaceholder(
          "privacyNote",
          "Privacy note at the Send button",
          "{privacy}",
          "the link to the privacy policy",
          "Beside the Send button, for example: We use your details as our {privacy} describes.",
        ),
        string("privacyLinkLabel", "Privacy policy link", "The words of the link, for example: Privacy Policy."),
        defineField({
          name: "privacyPage",
          title: "Privacy policy page",
          type: "reference",
          to: [{ type: "page" }],
          description: "The page the privacy note links to.",
          validation: (rule) => rule.required(),
        }),
        string("submitLabel", "Send button"),
        string("sendingLabel", "Send button while sending", "For example: Sending..."),
      ],
      validation: (rule) => rule.required(),
    }),
    ...inGroup("answers", [
      defineField({
        name: "banners",
        title: "Banners after sending",
        type: "object",
        fields: [
          text("success", "Thank-you banner"),
          string("errorHeading", "Error banner heading"),
          withPlaceholder("errorText", "Error banner text", "{email}", email, "Shown when the message could not be stored."),
          string(
            "refusalHeading",
            "Banner heading when a message is refused",
            "Above the reason (the texts of the error page below) when the visitor can fix it: a field, waiting, reloading.",
          ),
        ],
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "staffNotice",
        title: "Notice at the top of the staff email",
        type: "text",
        rows: 3,
        description:
          "The first lines of every email staff receive about a message: what to do if a visitor wrote patient information or medical records.",
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "confirmation",
        title: "Confirmation page (no JavaScript)",
        type: "object",
        description:
          "Shown after sending when the visitor's browser runs no JavaScript. Opened at any other time (nothing was sent), the page shows the neutral words below instead, with a link to the contact form.",
        fields: [
          string("title", "Heading"),
          text("text", "Text"),
          string("backLabel", "Link back to the site"),
          string("idleTitle", "Heading when nothing was sent", "For example: Contact us."),
          text("idleText", "Text when nothing was sent", "For example: Send us a message with the contact form."),
          string("idleLinkLabel", "Link to the contact form", "For example: Go to the contact form."),
        ],
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "errorPage",
        title: "Refusals and error page",
        type: "object",
        description:
          "Why a message was not accepted, one text per reason: on a page of its own when the visitor's browser runs no JavaScript, in the form's banner when it does.",
        fields: [
          string("title", "Heading of the error page (no JavaScript)"),
          text("invalidText", "Some fields need attention", "Followed by the labels of the fields to check."),
          text(
            "formText",
            "The form itself was not as expected",
            "When a hidden field of the form was refused (an old copy of the page, a browser extension): ask the visitor to reload the page.",
          ),
          text("tooLargeText", "Message too long"),
          withPlaceholder("tooManyText", "Too many messages in a short time", "{minutes}", "the number of minutes to wait"),
          text("unsupportedText", "Not sent by the form", "When the message did not arrive as a form (an unusual browser or tool)."),
          text("forbiddenText", "Sent from another site", "When the message was sent from a page of another website."),
          text("timeoutText", "Took too long to arrive", "When the connection was too slow to deliver the whole message."),
          withPlaceholder("failedText", "Could not be stored (our failure)", "{email}", email),
          string("backLabel", "Link back to the form (no JavaScript)"),
          text(
            "resendNote",
            "Reloading sends it again (no JavaScript)",
            "Under the heading of the error page, which answers the form the visitor sent: reloading it would send the form again.",
          ),
        ],
        validation: (rule) => rule.required(),
      }),
    ]),
  ],
  preview: { prepare: () => ({ title: "Contact form" }) },
});

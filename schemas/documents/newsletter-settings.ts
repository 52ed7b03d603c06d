import { defineField, defineType } from "sanity";
import { requiredString as string, requiredText as text } from "../objects/fields";
import { refusalMessageFields, withPlaceholders } from "../objects/refusal-messages";

/** A result page: its heading, its text, the button back to the site and an optional second link. */
const resultPage = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: "object",
    group: "pages",
    description,
    fields: [
      string("title", "Heading"),
      text("text", "Text"),
      string("backLabel", "Button back to the site"),
      defineField({
        name: "link",
        title: "Second button",
        type: "link",
        description:
          "Optional: a page the text sends the visitor to, so they need not look for it (for example Read the blog, when the text says they can subscribe again from the blog).",
      }),
    ],
    validation: (rule) => rule.required(),
  });
/** A page reached from an email's link: what it does, and the one button that does it. */
const linkPage = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: "object",
    group: "pages",
    description,
    fields: [string("title", "Heading"), text("text", "Text"), string("buttonLabel", "Button")],
    validation: (rule) => rule.required(),
  });

/**
 * One document (id `newsletterSettings`): every word of the newsletter subscription that is not in the
 * box itself: the consent wording under the box (stored with each subscription), the pages a visitor
 * lands on, the email that asks them to confirm, and the answers when something goes wrong.
 */
export const newsletterSettings = defineType({
  name: "newsletterSettings",
  title: "Newsletter",
  type: "document",
  groups: [
    { name: "box", title: "Box", default: true },
    { name: "pages", title: "Pages" },
    { name: "email", title: "Email" },
    { name: "answers", title: "Messages" },
  ],
  fields: [
    defineField({
      name: "consentText",
      title: "Consent wording",
      type: "text",
      rows: 3,
      group: "box",
      description:
        "Shown under every newsletter box, beside the Subscribe button. The exact wording a visitor saw is stored with their subscription as the record of their consent, so say what they sign up for and that they can leave at any time.",
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: "honeypotLabel",
      title: "Hidden field's label",
      type: "string",
      group: "box",
      description: "A field people never see (it catches robots); only software that ignores the page's layout reads this label.",
      validation: (rule) => rule.required(),
    }),
    resultPage(
      "checkInbox",
      "Check your inbox page",
      "Shown after a visitor subscribes: the confirmation email is on its way. Also shown to an address already subscribed, so nobody can find out who is.",
    ),
    resultPage("confirmed", "Subscription confirmed page", "Shown once the visitor has confirmed from the email."),
    resultPage("unsubscribed", "Unsubscribed page", "Shown once the visitor has unsubscribed."),
    linkPage(
      "confirmPage",
      "Confirm page",
      "Opened from the email's confirmation link. Confirming takes a press of the button, so that an email scanner opening the link confirms nothing.",
    ),
    linkPage(
      "unsubscribePage",
      "Unsubscribe page",
      "Opened from the email's unsubscribe link. Leaving takes a press of the button, so that an email scanner opening the link unsubscribes nobody (email programs' own Unsubscribe button works at once).",
    ),
    defineField({
      name: "confirmEmail",
      title: "Confirmation email",
      type: "object",
      group: "email",
      description: "The one email sent when someone subscribes (plain text).",
      fields: [
        string("subject", "Subject"),
        withPlaceholders(
          "body",
          "Text",
          { "{confirm}": "the confirmation link", "{hours}": "the number of hours the link works" },
          "Above the unsubscribe line.",
          6,
        ),
        withPlaceholders("unsubscribeText", "Unsubscribe line", { "{unsubscribe}": "the unsubscribe link" }, "At the end of the email."),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "errorPage",
      title: "Messages when a subscription does not go through",
      type: "object",
      group: "answers",
      description: "Shown on a small page with the heading below and a link back to the site.",
      fields: refusalMessageFields({
        invalid: "Email address not valid",
        unavailable: "Subscriptions not open",
        unavailableHelp: "The site cannot send email yet, so it takes no subscription rather than promise an email that will not come.",
      }),
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "Newsletter", subtitle: "Consent wording, pages, email and messages" }) },
});

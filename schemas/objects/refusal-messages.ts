import { defineField } from "sanity";
import { requiredString, requiredText } from "./fields";

/**
 * The messages of a form's refusals on the small page the site answers with when a post is not taken (the
 * newsletter's Subscribe, an event's Register): each kind of refusal its own text, for the form it refuses.
 */

/** A text that must contain each of `placeholders` (filled in by the site), e.g. {link}. */
export const withPlaceholders = (name: string, title: string, placeholders: Record<string, string>, description: string, rows = 3) => {
  const help = Object.entries(placeholders)
    .map(([placeholder, what]) => `${placeholder} where ${what} goes`)
    .join(", ");
  return defineField({
    name,
    title,
    type: "text",
    rows,
    description: `${description} Write ${help}.`,
    validation: (rule) =>
      rule.required().custom((value) => {
        const missing = Object.keys(placeholders).filter((placeholder) => typeof value !== "string" || !value.includes(placeholder));
        return missing.length === 0 ? true : `Write ${missing.join(" and ")} in this text: ${help}.`;
      }),
  });
};

type Titles = { invalid: string; unavailable: string; unavailableHelp: string };

/** The refusal messages' fields, titled for the form (`titles`): the same kinds for every form. */
export const refusalMessageFields = (titles: Titles) => [
  requiredString("title", "Heading"),
  requiredText("invalidText", titles.invalid),
  requiredText("formText", "Form changed or incomplete", "The page was opened before the form changed (for example the consent wording)."),
  requiredText("tooLargeText", "Too much sent"),
  withPlaceholders("tooManyText", "Too many tries", { "{minutes}": "the number of minutes to wait" }, "", 2),
  requiredText("unsupportedText", "Sent in a way the site does not accept"),
  requiredText("forbiddenText", "Sent from another site"),
  requiredText("timeoutText", "Took too long to arrive"),
  withPlaceholders("failedText", "Failed on our side", { "{email}": "the firm's email address (a link)" }, "", 2),
  withPlaceholders("unavailableText", titles.unavailable, { "{email}": "the firm's email address (a link)" }, titles.unavailableHelp, 2),
  requiredText("badLinkText", "Link not valid or expired", "The link of an email was changed, or a confirmation link is too old."),
  requiredString("backLabel", "Link back to the site"),
  requiredText(
    "resendNote",
    "Reloading sends it again",
    "Under the text of the page that answers a form sent: reloading that page would send the form again.",
  ),
];

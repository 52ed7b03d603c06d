import { createHash } from "node:crypto";
import { stegaClean } from "@sanity/client/stega";
import { z } from "zod";
import { text, texts } from "@/sections/define";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, link, linkFields } from "./fragments";

const withPlaceholder = (placeholder: string, what: string) =>
  text.refine((value) => value.includes(placeholder), `write ${placeholder} where ${what} goes`);
const resultPage = z.object({ title: text, text, backLabel: text, link: link.nullish() });
const linkPage = z.object({ title: text, text, buttonLabel: text });

/** A form's refusal messages (schemas/objects/refusal-messages.ts): the newsletter's, and an event registration's. */
export const refusalMessagesFields = `title, invalidText, formText, tooLargeText, tooManyText, unsupportedText, forbiddenText, timeoutText,
      failedText, unavailableText, badLinkText, backLabel, resendNote`;
export const refusalMessages = z.object({
  ...texts(refusalMessagesFields),
  tooManyText: withPlaceholder("{minutes}", "the number of minutes to wait"),
  failedText: withPlaceholder("{email}", "the firm's email address"),
  unavailableText: withPlaceholder("{email}", "the firm's email address"),
});

/** The Newsletter document's words: the consent wording, the pages, the email and the refusals. */
const newsletterSettingsFields = `
    ${documentFields}, consentText, honeypotLabel,
    checkInbox{title, text, backLabel, link{${linkFields}}},
    confirmed{title, text, backLabel, link{${linkFields}}},
    unsubscribed{title, text, backLabel, link{${linkFields}}},
    confirmPage{title, text, buttonLabel},
    unsubscribePage{title, text, buttonLabel},
    confirmEmail{subject, body, unsubscribeText},
    errorPage{${refusalMessagesFields}}`;

const newsletterSettingsContent = documentBase.extend({
  // Measured without the invisible edit links a preview adds to visible prose (stega).
  consentText: text.refine((value) => stegaClean(value).length <= 400, "at most 400 characters"),
  honeypotLabel: text,
  checkInbox: resultPage,
  confirmed: resultPage,
  unsubscribed: resultPage,
  confirmPage: linkPage,
  unsubscribePage: linkPage,
  confirmEmail: z.object({
    subject: text,
    body: text.refine(
      (value) => value.includes("{confirm}") && value.includes("{hours}"),
      "write {confirm} where the confirmation link goes and {hours} where the hours the link works go",
    ),
    unsubscribeText: withPlaceholder("{unsubscribe}", "the unsubscribe link"),
  }),
  errorPage: refusalMessages,
});

export const newsletterSettingsQuery = contentQuery(
  "newsletterSettings",
  `*[_type == "newsletterSettings" && _id == "newsletterSettings"][0]{${newsletterSettingsFields}}`,
  newsletterSettingsContent,
);

export type NewsletterSettings = z.infer<typeof newsletterSettingsContent>;

export const getNewsletterSettings = () => fetchContent(newsletterSettingsQuery);

/** The version of a consent wording: the box sends it, so the server stores the wording only if the visitor saw it. */
export const consentVersion = (consentText: string) => createHash("sha256").update(consentText, "utf8").digest("hex").slice(0, 32);

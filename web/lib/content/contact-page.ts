import { contactServiceValues, documentPathGroq, homePath } from "@site/schemas/addresses";
import { contactFields, placeholderFields } from "@site/schemas/contact-fields";
import { z } from "zod";
import { text } from "@/sections/define";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields } from "./fragments";
import { refusalMessages } from "./newsletter";

const withEmail = text.refine((value) => value.includes("{email}"), "write {email} where the firm's email address goes");

/** The form's words for each of its fields (schemas/objects/contact-fields.ts): `<field>Label`, `<field>Placeholder`, fieldErrors.<field>. */
const labelNames = contactFields.map((field) => `${field.name}Label` as const);
const placeholderNames = placeholderFields.map((field) => `${field.name}Placeholder` as const);
const fieldNames = contactFields.map((field) => field.name);
const texts = <Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, text])) as Record<Name, typeof text>;
const fieldWords = { ...texts(labelNames), ...texts(placeholderNames) };

/** The Contact form document's words, as its section and the capture's answers read them. */
export const contactPageFields = `
    ${documentFields}, bookingUrl,
    schedule{heading, text, linkLabel},
    emailDirect{heading, text, linkLabel, subject},
    contactInfo{heading, emailLabel, phoneLabel, hoursLabel, hours},
    availability{heading, text, linkLabel, href},
    form{
      heading, requiredNote, ${labelNames.join(", ")},
      ${placeholderNames.join(", ")},
      serviceNoneLabel, serviceOptions[]{_key, value, label, "serviceSlug": service->slug.current},
      fieldErrors{${fieldNames.join(", ")}}, honeypotLabel, healthNotice, privacyNote, privacyLinkLabel,
      "privacyPath": coalesce(${documentPathGroq("privacyPage->", ["page"])}, "${homePath}"), submitLabel, sendingLabel
    },
    staffNotice,
    banners{success, errorHeading, errorText, refusalHeading},
    confirmation{title, text, backLabel, idleTitle, idleText, idleLinkLabel},
    errorPage{
      title, invalidText, formText, tooLargeText, tooManyText, unsupportedText, forbiddenText, timeoutText, failedText, backLabel,
      resendNote
    }`;
export const contactPageContent = documentBase.extend({
  bookingUrl: z.url({ protocol: /^https$/ }),
  schedule: z.object({ heading: text, text, linkLabel: text }),
  emailDirect: z.object({ heading: text, text, linkLabel: text, subject: text }),
  contactInfo: z.object({ heading: text, emailLabel: text, phoneLabel: text, hoursLabel: text, hours: text }),
  // Optional: its own page of open slots, never the booking page's address again.
  availability: z.object({ heading: text, text, linkLabel: text, href: z.url({ protocol: /^https$/ }) }).nullish(),
  form: z.object({
    heading: text,
    requiredNote: text,
    ...fieldWords,
    serviceNoneLabel: text,
    serviceOptions: z
      .array(
        z.object({
          _key: z.string(),
          value: z.enum(contactServiceValues),
          label: text,
          /** The address of the service this option stands for: /contact/<it> selects the option. */
          serviceSlug: z.string().nullish(),
        }),
      )
      .length(contactServiceValues.length)
      .refine(
        (options) => new Set(options.map((option) => option.value)).size === contactServiceValues.length,
        "each service value has exactly one label",
      ),
    fieldErrors: z.object(texts(fieldNames)),
    honeypotLabel: text,
    healthNotice: text,
    privacyNote: text.refine((value) => value.includes("{privacy}"), "write {privacy} where the link to the privacy policy goes"),
    privacyLinkLabel: text,
    privacyPath: text,
    submitLabel: text,
    sendingLabel: text,
  }),
  banners: z.object({ success: text, errorHeading: text, errorText: withEmail, refusalHeading: text }),
  staffNotice: text,
  confirmation: z.object({ title: text, text, backLabel: text, idleTitle: text, idleText: text, idleLinkLabel: text }),
  // The newsletter's refusals but the two its links and store need.
  errorPage: refusalMessages.omit({ unavailableText: true, badLinkText: true }),
});

export const contactPageQuery = contentQuery(
  "contactPage",
  `*[_type == "contactPage" && _id == "contactPage"][0]{${contactPageFields}}`,
  contactPageContent,
);

export type ContactPage = z.infer<typeof contactPageContent>;
export type ContactFormCopy = ContactPage["form"];
export type ContactBanners = ContactPage["banners"];
/** The refusal texts: the no-JavaScript error page and, with JavaScript, the form's banner. */
export type ContactRefusals = ContactPage["errorPage"];

export const getContactPage = () => fetchContent(contactPageQuery);

import { z } from "zod";
import { sectionQuery, text } from "../define";

// The box's own words, and the consent wording and hidden field's label every box shares (Newsletter document).
export const query = sectionQuery(
  "newsletter",
  `heading, text, emailLabel, placeholder, buttonLabel, "settings": *[_type == "newsletterSettings" && _id == "newsletterSettings"][0]{consentText, honeypotLabel}`,
  {
    heading: text,
    text,
    emailLabel: text,
    placeholder: text,
    buttonLabel: text,
    settings: z.object({ consentText: text, honeypotLabel: text }),
  },
);

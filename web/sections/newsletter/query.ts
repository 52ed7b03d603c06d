import { z } from "zod";
import { sectionQuery, texts } from "../define";

const words = "heading, text, emailLabel, placeholder, buttonLabel";
// The box's own words, and the consent wording and hidden field's label every box shares (Newsletter document).
export const query = sectionQuery(
  "newsletter",
  `${words}, "settings": *[_type == "newsletterSettings" && _id == "newsletterSettings"][0]{consentText, honeypotLabel}`,
  { ...texts(words), settings: z.object(texts("consentText, honeypotLabel")) },
);

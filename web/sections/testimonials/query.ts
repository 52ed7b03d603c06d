import { z } from "zod";
import { headed, headingFields, optionalText, sectionQuery, text } from "../define";

/** A client's words and what they are about: the case study or service it links to. */
const testimonialItem = z.object({
  _id: z.string(),
  quote: text,
  name: optionalText,
  role: text,
  organization: text,
  consent: z.boolean().nullish(),
  about: z.object({ _type: z.enum(["caseStudy", "service"]), title: text, slug: text }).nullish(),
});
type Testimonial = z.infer<typeof testimonialItem>;
/**
 * The testimonials picked, in that order. Only those whose client agreed are shown (the Studio will not publish
 * one without that consent; a draft never reaches the site); a deleted one is left out.
 */
export const query = sectionQuery(
  "testimonials",
  `${headingFields}, "items": items[]->{_id, quote, name, role, organization, consent, "about": about->{_type, title, "slug": slug.current}}`,
  {
    ...headed,
    items: z.array(testimonialItem.nullable()).transform((items) => items.filter((item): item is Testimonial => item?.consent === true)),
  },
);

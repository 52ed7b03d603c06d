import { z } from "zod";
import { link, linkFields } from "@/lib/content/fragments";
import { personCard, personCardFields } from "@/lib/content/person";
import { optionalText, publication, sectionQuery, text } from "../define";

/**
 * On a service page, the people who lead the service (those naming it among the services they lead, `^.^` is
 * the page's document) and the words before their names; on other pages no one names the page, so none. And the
 * first action of the page's closing band (`^` is the document), which a service page also offers on its first screen.
 */
export const query = sectionQuery(
  "pageHero",
  `backLink{${linkFields}}, eyebrow, heading, intro,
  "leads": *[_type == "author" && ^.^._id in practices[]._ref] | order(name asc){${personCardFields}},
  "firstAction": ^.sections[_type == "callToAction"][0].links[0]{${linkFields}},
  "leadLabels": ${publication}{practiceLeadLabel, practiceLeadsLabel}`,
  {
    backLink: link.nullish(),
    eyebrow: optionalText,
    heading: text,
    intro: text,
    leads: z.array(personCard),
    firstAction: link.nullish(),
    leadLabels: z.object({ practiceLeadLabel: text, practiceLeadsLabel: text }),
  },
);

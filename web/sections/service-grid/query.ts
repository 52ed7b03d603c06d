import { z } from "zod";
import { serviceCard, serviceCardFields } from "@/lib/content/service";
import { headed, headingFields, sectionQuery, text } from "../define";

export const query = sectionQuery(
  "serviceGrid",
  `${headingFields}, learnMoreLabel, "services": *[_type == "service" && defined(slug.current)] | order(order asc){${serviceCardFields}}`,
  {
    ...headed,
    learnMoreLabel: text,
    services: z.array(serviceCard),
  },
);

import { z } from "zod";
import { stat, statFields } from "@/lib/content/fragments";
import { headed, headingFields, sectionQuery } from "../define";

export const query = sectionQuery("statBand", `${headingFields}, stats[]{${statFields}}`, { ...headed, stats: z.array(stat).min(1) });

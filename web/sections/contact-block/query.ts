import { contactPageContent, contactPageFields } from "@/lib/content/contact-page";
import { sectionQuery } from "../define";

export const query = sectionQuery("contactBlock", `"form": form->{${contactPageFields}}`, { form: contactPageContent });

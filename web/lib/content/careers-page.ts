import type { SectionOf } from "@/sections";
import { careersPath } from "./careers";
import { getPage, type Page } from "./page";

type JobOpeningsSection = SectionOf<"jobOpenings">;

/** The careers page document (at /careers) and its Job openings section, whose words every opening's page uses. */
export async function getCareers(): Promise<{ page: Page; openings: JobOpeningsSection } | null> {
  const page = await getPage(careersPath.slice(1));
  const openings = page?.sections.find((section): section is JobOpeningsSection => section._type === "jobOpenings");
  return page && openings ? { page, openings } : null;
}

import { careersPath } from "./careers";
import { pageWith } from "./page";

/** The careers page document (at /careers) and its Job openings section, whose words every opening's page uses. */
export const getCareers = () => pageWith(careersPath, "jobOpenings", "openings");

import { contactPage } from "./documents/contact-page";
import { homePage } from "./documents/home-page";
import { service } from "./documents/service";
import { siteSettings } from "./documents/site-settings";
import { callToAction } from "./objects/call-to-action";
import { link } from "./objects/link";
import { seo } from "./objects/seo";
import { stat } from "./objects/stat";

export type { AccentColor, IconName } from "./objects/colors";
export { accentColors, iconNames } from "./objects/colors";

/** Document types with exactly one document each; the id of that document is the type name. */
export const singletonTypes = ["siteSettings", "homePage", "contactPage"] as const;

export const schemaTypes = [
  // documents
  siteSettings,
  homePage,
  contactPage,
  service,
  // objects
  link,
  seo,
  stat,
  callToAction,
];

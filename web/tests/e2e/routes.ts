/** Every public route of the site (section 2 of the specification). Each slice adds its routes here. */
export const serviceSlugs = [
  "billing-revenue-cycle",
  "regulatory-compliance",
  "patient-outcomes",
  "hospitals-clinics",
  "healthcare-technology",
  "healthcare-providers",
  "data-analytics-ai",
  "telemedicine",
  "credentialing",
  "strategic-planning",
  "population-health",
  "life-sciences",
] as const;

export const routes = [
  "/",
  "/about",
  "/services",
  "/case-studies",
  "/global-impact",
  "/blog",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  ...serviceSlugs.map((slug) => `/services/${slug}`),
];

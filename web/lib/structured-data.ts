import { servicePath } from "./content/service";
import type { ServicePage } from "./content/service-page";
import type { SiteSettings } from "./content/site-settings";

/** schema.org Organization (with its contact point) and WebSite, from the site settings. */
export function organizationData(settings: SiteSettings) {
  return {
    "@type": "Organization",
    "@id": `${settings.siteUrl}/#organization`,
    name: settings.firmName,
    description: settings.tagline,
    url: settings.siteUrl,
    logo: new URL("/icon.svg", settings.siteUrl).toString(),
    email: settings.email,
    telephone: settings.phoneHref,
    sameAs: settings.socialLinks.map((social) => social.href),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: settings.email,
      telephone: settings.phoneHref,
      areaServed: settings.areaServed,
      availableLanguage: settings.languageName,
    },
  };
}

export function websiteData(settings: SiteSettings) {
  return {
    "@type": "WebSite",
    "@id": `${settings.siteUrl}/#website`,
    name: settings.firmName,
    url: settings.siteUrl,
    publisher: { "@id": `${settings.siteUrl}/#organization` },
  };
}

/** BreadcrumbList from (label, path) pairs, first crumb the home page. */
export function breadcrumbData(siteUrl: string, crumbs: Array<{ label: string; path: string }>) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.path, siteUrl).toString(),
    })),
  };
}

/** A service page: the Service offered by the organization, and its place in the site (breadcrumbs). */
export function serviceStructuredData(settings: SiteSettings, page: ServicePage) {
  const path = servicePath(page.slug);
  const servicesLink = settings.mainNav.find((item) => item.href === "/services");
  const crumbs = [
    { label: settings.homeLabel, path: "/" },
    ...(servicesLink ? [{ label: servicesLink.label, path: servicesLink.href }] : []),
    { label: page.title, path },
  ];
  return {
    "@graph": [
      {
        "@type": "Service",
        name: page.title,
        description: page.seo.description,
        url: new URL(path, settings.siteUrl).toString(),
        serviceType: page.title,
        provider: { "@id": `${settings.siteUrl}/#organization` },
        areaServed: settings.areaServed,
      },
      breadcrumbData(settings.siteUrl, crumbs),
    ],
  };
}

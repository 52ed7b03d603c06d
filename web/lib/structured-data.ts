import { servicesPath } from "@site/schemas/addresses";
import { type CaseStudyPage, caseStudyPath, caseStudySeo } from "./content/case-study";
import { authorPath, type PostPage, postPath, postSeo } from "./content/post";
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
  const servicesLink = settings.mainNav.find((item) => item.href === servicesPath);
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

/** The trail of a page below a listing (the blog, the case studies): home, the listing as the top bar names it, the page. */
export function crumbsUnder(settings: SiteSettings, listingPath: string, page: { label: string; path: string }) {
  const listing = settings.mainNav.find((item) => item.href === listingPath);
  return [{ label: settings.homeLabel, path: "/" }, ...(listing ? [{ label: listing.label, path: listingPath }] : []), page];
}

type Person = { name: string; credentials?: string | null | undefined; role: string; slug: string };

/** schema.org Person: an author of the blog, with their page on this site. */
export function personData(settings: SiteSettings, person: Person) {
  const url = new URL(authorPath(person.slug), settings.siteUrl).toString();
  return {
    "@type": "Person",
    "@id": `${url}#person`,
    name: person.name,
    ...(person.credentials ? { honorificSuffix: person.credentials } : {}),
    jobTitle: person.role,
    url,
    worksFor: { "@id": `${settings.siteUrl}/#organization` },
  };
}

/** A post's page: the BlogPosting, its author (Person) and its place in the site (breadcrumbs). */
export function blogPostingData(settings: SiteSettings, post: PostPage, crumbs: Array<{ label: string; path: string }>) {
  const url = new URL(postPath(post.slug), settings.siteUrl).toString();
  const seo = postSeo(post);
  const person = personData(settings, post.author);
  return {
    "@graph": [
      {
        "@type": "BlogPosting",
        "@id": `${url}#article`,
        headline: post.title,
        description: seo.description,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt ?? post.publishedAt,
        url,
        mainEntityOfPage: url,
        image: new URL(`/og/${post._id}`, settings.siteUrl).toString(),
        author: { "@id": person["@id"] },
        publisher: { "@id": `${settings.siteUrl}/#organization` },
        articleSection: post.categories.map((category) => category.title),
        wordCount: post.wordCount,
        inLanguage: settings.locale,
      },
      person,
      breadcrumbData(settings.siteUrl, crumbs),
    ],
  };
}

/** An author's page: a ProfilePage about the Person. */
export function profilePageData(settings: SiteSettings, person: Person, crumbs: Array<{ label: string; path: string }>) {
  const data = personData(settings, person);
  return {
    "@graph": [
      { "@type": "ProfilePage", url: data.url, mainEntity: { "@id": data["@id"] } },
      data,
      breadcrumbData(settings.siteUrl, crumbs),
    ],
  };
}

/** A case study's page: an Article by the organization, and its breadcrumbs. */
export function caseStudyData(settings: SiteSettings, study: CaseStudyPage, crumbs: Array<{ label: string; path: string }>) {
  const url = new URL(caseStudyPath(study.slug), settings.siteUrl).toString();
  return {
    "@graph": [
      {
        "@type": "Article",
        "@id": `${url}#article`,
        headline: study.title,
        description: caseStudySeo(study).description,
        url,
        mainEntityOfPage: url,
        image: new URL(`/og/${study._id}`, settings.siteUrl).toString(),
        author: { "@id": `${settings.siteUrl}/#organization` },
        publisher: { "@id": `${settings.siteUrl}/#organization` },
        about: study.category,
        inLanguage: settings.locale,
      },
      breadcrumbData(settings.siteUrl, crumbs),
    ],
  };
}

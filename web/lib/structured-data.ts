import { servicesPath } from "@site/schemas/addresses";
import { jobOpeningPath, type OpeningPage } from "./content/careers";
import { type CaseStudyPage, caseStudyPath, caseStudySeo } from "./content/case-study";
import { type EventPage, eventPath } from "./content/events";
import { authorPath, postPath, postSeo } from "./content/post";
import type { PostPage } from "./content/post-page";
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

/** A pay range as JobPosting's baseSalary (a MonetaryAmount of a QuantitativeValue per year or hour), when the opening states one. */
const baseSalary = (range: OpeningPage["payRange"]) =>
  range
    ? {
        baseSalary: {
          "@type": "MonetaryAmount",
          currency: range.currency,
          value: { "@type": "QuantitativeValue", minValue: range.min, maxValue: range.max, unitText: range.unit },
        },
      }
    : {};

/**
 * An open role's page: Google's JobPosting with the fields it requires (title, description, datePosted,
 * validThrough, employmentType, hiringOrganization, jobLocation, or jobLocationType TELECOMMUTE with
 * applicantLocationRequirements for a remote role), and its breadcrumbs.
 */
export function jobPostingData(settings: SiteSettings, opening: OpeningPage, crumbs: Array<{ label: string; path: string }>) {
  const url = new URL(jobOpeningPath(opening.slug), settings.siteUrl).toString();
  const where =
    opening.workplace === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: (opening.applicantCountries ?? []).map((name) => ({ "@type": "Country", name })),
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: opening.location?.city,
              ...(opening.location?.region ? { addressRegion: opening.location.region } : {}),
              addressCountry: opening.location?.country,
            },
          },
        };
  return {
    "@graph": [
      {
        "@type": "JobPosting",
        "@id": `${url}#job`,
        title: opening.title,
        description: [opening.summary, opening.bodyText].join("\n\n"),
        datePosted: opening.datePosted,
        validThrough: opening.validThrough,
        employmentType: opening.employmentType,
        hiringOrganization: {
          "@type": "Organization",
          "@id": `${settings.siteUrl}/#organization`,
          name: settings.firmName,
          sameAs: settings.siteUrl,
        },
        ...where,
        ...baseSalary(opening.payRange),
        url,
        directApply: false,
        industry: opening.practice.title,
      },
      breadcrumbData(settings.siteUrl, crumbs),
    ],
  };
}

/**
 * An event's page: schema.org Event with its status (scheduled or canceled), attendance mode (online or at a
 * venue), location (a VirtualLocation at its page, or the venue's Place), the organizer, the speakers
 * (performer), a free offer while registration is open, and its breadcrumbs.
 */
export function eventData(settings: SiteSettings, event: EventPage, crumbs: Array<{ label: string; path: string }>, place: string) {
  const url = new URL(eventPath(event.slug), settings.siteUrl).toString();
  const venue = event.venue;
  return {
    "@graph": [
      {
        "@type": "Event",
        "@id": `${url}#event`,
        name: event.title,
        description: event.summary,
        startDate: event.start,
        endDate: event.end,
        eventStatus: event.status === "canceled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
        eventAttendanceMode: event.online
          ? "https://schema.org/OnlineEventAttendanceMode"
          : "https://schema.org/OfflineEventAttendanceMode",
        location: event.online
          ? { "@type": "VirtualLocation", url }
          : {
              "@type": "Place",
              name: place,
              address: {
                "@type": "PostalAddress",
                ...(venue?.street ? { streetAddress: venue.street } : {}),
                addressLocality: venue?.city,
                ...(venue?.region ? { addressRegion: venue.region } : {}),
                ...(venue?.country ? { addressCountry: venue.country } : {}),
              },
            },
        organizer: { "@type": "Organization", "@id": `${settings.siteUrl}/#organization`, name: settings.firmName, url: settings.siteUrl },
        performer: event.speakers.map((speaker) => ({
          "@type": "Person",
          name: speaker.name,
          url: new URL(authorPath(speaker.slug), settings.siteUrl).toString(),
        })),
        ...(event.registration === "open" && event.status === "scheduled"
          ? { offers: { "@type": "Offer", price: 0, priceCurrency: "USD", availability: "https://schema.org/InStock", url } }
          : {}),
        url,
        inLanguage: settings.locale,
      },
      breadcrumbData(settings.siteUrl, crumbs),
    ],
  };
}

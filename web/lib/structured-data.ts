import { servicesPath } from "@site/schemas/addresses";
import { jobOpeningPath, type OpeningPage } from "./content/careers";
import { type CaseStudyPage, caseStudyPath, caseStudySeo } from "./content/case-study";
import { type EventPage, eventPath } from "./content/events";
import { authorPath, postPath, postSeo } from "./content/post";
import type { PostPage } from "./content/post-page";
import { servicePath } from "./content/service";
import type { ServicePage } from "./content/service-page";
import type { SiteSettings } from "./content/site-settings";

type Crumbs = Array<{ label: string; path: string }>;

const organization = (settings: SiteSettings) => ({ "@id": `${settings.siteUrl}/#organization` });
const absolute = (settings: SiteSettings, path: string) => new URL(path, settings.siteUrl).toString();
/** A page's JSON-LD: what it is about, then its place in the site (a BreadcrumbList, first crumb the home page). */
const graph = (settings: SiteSettings, crumbs: Crumbs, ...nodes: object[]) => ({
  "@graph": [
    ...nodes,
    {
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map(({ label, path }, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: label,
        item: absolute(settings, path),
      })),
    },
  ],
});

/** schema.org Organization (with its contact point) and WebSite, from the site settings. */
export function organizationData(settings: SiteSettings) {
  return {
    "@type": "Organization",
    ...organization(settings),
    name: settings.firmName,
    description: settings.tagline,
    url: settings.siteUrl,
    logo: absolute(settings, "/icon.svg"),
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
    publisher: organization(settings),
  };
}

/** A service page: the Service offered by the organization, and its place in the site (breadcrumbs). */
export function serviceStructuredData(settings: SiteSettings, page: ServicePage) {
  const path = servicePath(page.slug);
  return graph(settings, crumbsUnder(settings, servicesPath, { label: page.title, path }), {
    "@type": "Service",
    name: page.title,
    description: page.seo.description,
    url: absolute(settings, path),
    serviceType: page.title,
    provider: organization(settings),
    areaServed: settings.areaServed,
  });
}

/** The trail of a page below a listing (the blog, the case studies): home, the listing as the top bar names it, the page. */
export function crumbsUnder(settings: SiteSettings, listingPath: string, page: { label: string; path: string }) {
  const listing = settings.mainNav.find((item) => item.href === listingPath);
  return [{ label: settings.homeLabel, path: "/" }, ...(listing ? [{ label: listing.label, path: listingPath }] : []), page];
}

type Person = { name: string; credentials?: string | null | undefined; role: string; slug: string };

/** schema.org Person: an author of the blog, with their page on this site. */
function personData(settings: SiteSettings, person: Person) {
  const url = absolute(settings, authorPath(person.slug));
  return {
    "@type": "Person",
    "@id": `${url}#person`,
    name: person.name,
    ...(person.credentials ? { honorificSuffix: person.credentials } : {}),
    jobTitle: person.role,
    url,
    worksFor: organization(settings),
  };
}

/** A post's page: the BlogPosting, its author (Person) and its place in the site (breadcrumbs). */
export function blogPostingData(settings: SiteSettings, post: PostPage, crumbs: Crumbs) {
  const url = absolute(settings, postPath(post.slug));
  const person = personData(settings, post.author);
  return graph(
    settings,
    crumbs,
    {
      "@type": "BlogPosting",
      "@id": `${url}#article`,
      headline: post.title,
      description: postSeo(post).description,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt ?? post.publishedAt,
      url,
      mainEntityOfPage: url,
      image: absolute(settings, `/og/${post._id}`),
      author: { "@id": person["@id"] },
      publisher: organization(settings),
      articleSection: post.categories.map((category) => category.title),
      wordCount: post.wordCount,
      inLanguage: settings.locale,
    },
    person,
  );
}

/** An author's page: a ProfilePage about the Person. */
export function profilePageData(settings: SiteSettings, person: Person, crumbs: Crumbs) {
  const data = personData(settings, person);
  return graph(settings, crumbs, { "@type": "ProfilePage", url: data.url, mainEntity: { "@id": data["@id"] } }, data);
}

/** A case study's page: an Article by the organization, and its breadcrumbs. */
export function caseStudyData(settings: SiteSettings, study: CaseStudyPage, crumbs: Crumbs) {
  const url = absolute(settings, caseStudyPath(study.slug));
  return graph(settings, crumbs, {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: study.title,
    description: caseStudySeo(study).description,
    url,
    mainEntityOfPage: url,
    image: absolute(settings, `/og/${study._id}`),
    author: organization(settings),
    publisher: organization(settings),
    about: study.category,
    inLanguage: settings.locale,
  });
}

/** An open role's page: Google's JobPosting with the fields it requires (a remote role's TELECOMMUTE for a jobLocation). */
export function jobPostingData(settings: SiteSettings, opening: OpeningPage, crumbs: Crumbs) {
  const url = absolute(settings, jobOpeningPath(opening.slug));
  const range = opening.payRange;
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
  return graph(settings, crumbs, {
    "@type": "JobPosting",
    "@id": `${url}#job`,
    title: opening.title,
    description: [opening.summary, opening.bodyText].join("\n\n"),
    datePosted: opening.datePosted,
    validThrough: opening.validThrough,
    employmentType: opening.employmentType,
    hiringOrganization: { "@type": "Organization", ...organization(settings), name: settings.firmName, sameAs: settings.siteUrl },
    ...where,
    ...(range && {
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: range.currency,
        value: { "@type": "QuantitativeValue", minValue: range.min, maxValue: range.max, unitText: range.unit },
      },
    }),
    url,
    directApply: false,
    industry: opening.practice.title,
  });
}

/** An event's page: schema.org Event, online or at its venue, with a free offer while registration is open. */
export function eventData(settings: SiteSettings, event: EventPage, crumbs: Crumbs, place: string) {
  const url = absolute(settings, eventPath(event.slug));
  const venue = event.venue;
  return graph(settings, crumbs, {
    "@type": "Event",
    "@id": `${url}#event`,
    name: event.title,
    description: event.summary,
    startDate: event.start,
    endDate: event.end,
    eventStatus: event.status === "canceled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: event.online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
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
    organizer: { "@type": "Organization", ...organization(settings), name: settings.firmName, url: settings.siteUrl },
    performer: event.speakers.map(({ name, slug }) => ({ "@type": "Person", name, url: absolute(settings, authorPath(slug)) })),
    ...(event.registration === "open" && event.status === "scheduled"
      ? { offers: { "@type": "Offer", price: 0, priceCurrency: "USD", availability: "https://schema.org/InStock", url } }
      : {}),
    url,
    inLanguage: settings.locale,
  });
}

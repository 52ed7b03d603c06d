import { dialForm, dialPattern } from "@site/schemas/telephone";
import { cache } from "react";
import { z } from "zod";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, keyedLinks, link, linkFields, seo } from "./fragments";

export const siteSettingsQuery = contentQuery(
  "siteSettings",
  `*[_type == "siteSettings" && _id == "siteSettings"][0]{
    ${documentFields}, firmName, tagline, siteUrl, locale, languageName, areaServed, "seo": defaultSeo{title, description},
    mainNav[]{${linkFields}}, "menuSecondaryNav": coalesce(menuSecondaryNav[]{${linkFields}}, []), headerCta{${linkFields}}, menuLabel, menuCloseLabel, searchLabel,
    footerColumns[]{_key, heading, links[]{${linkFields}}},
    socialLinks[]{_key, platform, label, href},
    contactHeading, copyright, legalLinks[]{${linkFields}},
    email, phone, skipLinkLabel, homeLabel, newTabNote,
    notFound{title, text, links[]{${linkFields}}}
  }`,
  documentBase
    .extend({
      firmName: z.string().min(1),
      tagline: z.string().min(1),
      siteUrl: z.url(),
      locale: z.string().regex(/^[a-z]{2,3}-[A-Z]{2}$/, "a language tag such as en-US"),
      languageName: z.string().min(1),
      areaServed: z.string().min(1),
      seo,
      mainNav: keyedLinks.min(1),
      menuSecondaryNav: keyedLinks.max(6),
      headerCta: link,
      menuLabel: z.string().min(1),
      menuCloseLabel: z.string().min(1),
      searchLabel: z.string().min(1),
      footerColumns: z.array(z.object({ _key: z.string(), heading: z.string().min(1), links: keyedLinks.min(1) })).min(1),
      socialLinks: z.array(
        z.object({ _key: z.string(), platform: z.enum(["linkedin", "x", "facebook", "youtube"]), label: z.string().min(1), href: z.url() }),
      ),
      contactHeading: z.string().min(1),
      copyright: z.string().min(1),
      legalLinks: keyedLinks,
      email: z.email(),
      phone: z.string().refine((phone) => dialPattern.test(dialForm(phone)), "a telephone number in international form, + first"),
      skipLinkLabel: z.string().min(1),
      homeLabel: z.string().min(1),
      newTabNote: z.string().min(1),
      notFound: z.object({ title: z.string().min(1), text: z.string().min(1), links: keyedLinks.nullish() }),
    })
    // The number phones dial, from the one shown (one field: the two never disagree).
    .transform((settings) => ({ ...settings, phoneHref: dialForm(settings.phone) })),
);

export type SiteSettings = z.infer<typeof siteSettingsQuery.schema>;

/** Read once per render: the layout, metadata and pages all share the same settings. */
export const getSiteSettings = cache(() => fetchContent(siteSettingsQuery));

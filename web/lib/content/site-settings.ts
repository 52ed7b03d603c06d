import { dialForm, dialPattern } from "@site/schemas/telephone";
import { cache } from "react";
import { z } from "zod";
import { text, texts } from "@/sections/define";
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
      ...texts(
        "firmName, tagline, languageName, areaServed, menuLabel, menuCloseLabel, searchLabel, contactHeading, copyright, skipLinkLabel, homeLabel, newTabNote",
      ),
      siteUrl: z.url(),
      locale: z.string().regex(/^[a-z]{2,3}-[A-Z]{2}$/, "a language tag such as en-US"),
      seo,
      mainNav: keyedLinks.min(1),
      menuSecondaryNav: keyedLinks.max(6),
      headerCta: link,
      footerColumns: z.array(z.object({ _key: z.string(), heading: text, links: keyedLinks.min(1) })).min(1),
      socialLinks: z.array(
        z.object({ _key: z.string(), platform: z.enum(["linkedin", "x", "facebook", "youtube"]), label: text, href: z.url() }),
      ),
      legalLinks: keyedLinks,
      email: z.email(),
      phone: z.string().refine((phone) => dialPattern.test(dialForm(phone)), "a telephone number in international form, + first"),
      notFound: z.object({ title: text, text, links: keyedLinks.nullish() }),
    })
    // The number phones dial, from the one shown (one field: the two never disagree).
    .transform((settings) => ({ ...settings, phoneHref: dialForm(settings.phone) })),
);

export type SiteSettings = z.infer<typeof siteSettingsQuery.schema>;

/** Read once per render: the layout, metadata and pages all share the same settings. */
export const getSiteSettings = cache(() => fetchContent(siteSettingsQuery));

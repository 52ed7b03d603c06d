import { type NewsletterResult, newsletterResultPaths } from "@site/schemas/addresses";
import type { Metadata } from "next";
import { AnswerText } from "@/components/layout/answer-text";
import { PageFrame } from "@/components/layout/page-frame";
import { getNewsletterSettings } from "@/lib/content/newsletter";
import { getSiteSettings } from "@/lib/content/site-settings";

// The three pages the newsletter's server sends a visitor to (Check your inbox, Confirmed, Unsubscribed):
// static, words from the Newsletter document, no script. Any other address under /newsletter is the 404.
const results = Object.entries(newsletterResultPaths).map(([result, path]) => ({
  result: result as NewsletterResult,
  path,
  segment: path.split("/").at(-1) ?? "",
}));

export const dynamicParams = false;

export function generateStaticParams() {
  return results.map(({ segment }) => ({ result: segment }));
}

type Props = { params: Promise<{ result: string }> };

async function resultOf(params: Props["params"]) {
  const { result: segment } = await params;
  const found = results.find((entry) => entry.segment === segment);
  if (!found) throw new Error(`no newsletter result page ${segment}`);
  return found;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ result }, settings] = await Promise.all([resultOf(params), getNewsletterSettings()]);
  return { title: settings[result].title, robots: { index: false } };
}

export default async function NewsletterResultPage({ params }: Props) {
  const [{ result, path }, newsletter, settings] = await Promise.all([resultOf(params), getNewsletterSettings(), getSiteSettings()]);
  const words = newsletter[result];
  return (
    <PageFrame settings={settings} path={path}>
      <AnswerText
        heading={words.title}
        text={words.text}
        links={[{ href: "/", label: words.backLabel }, ...(words.link ? [{ href: words.link.href, label: words.link.label }] : [])]}
      />
    </PageFrame>
  );
}

import { type NewsletterResult, newsletterResultPaths } from "@site/schemas/newsletter-fields";
import type { Metadata } from "next";
import { PageFrame } from "@/components/layout/page-frame";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
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
      <Container className="py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight">{words.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{words.text}</p>
        <p className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink href="/">{words.backLabel}</ButtonLink>
          {words.link ? (
            <ButtonLink href={words.link.href} variant="secondary">
              {words.link.label}
            </ButtonLink>
          ) : null}
        </p>
      </Container>
    </PageFrame>
  );
}

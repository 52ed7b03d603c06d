import type { Metadata } from "next";
import { PageFrame } from "@/components/layout/page-frame";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { getSiteSettings } from "@/lib/content/site-settings";

export async function generateMetadata(): Promise<Metadata> {
  const { notFound } = await getSiteSettings();
  return { title: notFound.title, robots: { index: false } };
}

/** Any unknown address: status 404, the full layout, and a way back. */
export default async function NotFound() {
  const settings = await getSiteSettings();
  const { notFound } = settings;
  return (
    <PageFrame settings={settings} path={null}>
      <Container className="py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight">{notFound.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{notFound.text}</p>
        {notFound.links?.length ? (
          <ul className="mt-10 flex flex-wrap justify-center gap-3">
            {notFound.links.map((item, index) => (
              <li key={item._key}>
                <ButtonLink href={item.href} variant={index === 0 ? "primary" : "secondary"}>
                  {item.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </PageFrame>
  );
}

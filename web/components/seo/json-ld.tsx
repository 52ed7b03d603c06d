/** Structured data for search engines, `<` escaped so that no string from content can close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped, not HTML.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

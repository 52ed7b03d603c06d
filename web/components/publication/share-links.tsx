/** Share links under a post: plain anchors (LinkedIn's share address, an email), no script, no tracker. */
export function ShareLinks({
  url,
  title,
  heading,
  linkedInLabel,
  emailLabel,
}: {
  url: string;
  title: string;
  heading: string;
  linkedInLabel: string;
  emailLabel: string;
}) {
  const links = [
    { label: linkedInLabel, href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
    { label: emailLabel, href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}` },
  ];
  return (
    <div className="mx-auto mt-10 flex max-w-[65ch] flex-wrap items-center gap-x-4 gap-y-2" data-share>
      <p className="font-semibold">{heading}</p>
      <ul className="flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-full border border-border px-4 font-medium text-primary hover:border-primary hover:underline"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

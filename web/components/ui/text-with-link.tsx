/** An editor's text with its first `slot` (such as {email}) shown as a link; later ones read as the link's words. */
export function TextWithLink({
  text,
  slot,
  href,
  label,
  className,
}: {
  text: string;
  slot: string;
  href: string;
  label: string;
  className: string;
}) {
  const [before, ...after] = text.split(slot);
  return (
    <>
      {before}
      {after.length > 0 ? (
        <a href={href} className={className}>
          {label}
        </a>
      ) : null}
      {after.join(label)}
    </>
  );
}

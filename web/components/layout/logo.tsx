/** The firm's mark: a fern frond unfurling, drawn inline. Decorative; the firm name beside it is the text. */
export function Logo({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" className="fill-primary" />
      <path
        d="M20 33V17c0-4.4 3-7.5 6.5-7.5 2.6 0 4.3 1.8 4.3 4 0 1.9-1.4 3.3-3.2 3.3-1.4 0-2.4-1-2.4-2.2"
        fill="none"
        stroke="white"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d="M20 29c-2.5 0-5-1.2-6.5-3.2M20 24.5c-2.1 0-4.2-1-5.4-2.7M20 20c-1.6 0-3.2-.8-4.1-2.1M20 29c2.2-.2 4.3-1.4 5.6-3.2M20 24.5c1.9-.2 3.7-1.2 4.8-2.7"
        fill="none"
        stroke="white"
        strokeWidth="1.8"
        strokeLinecap="round"
        opacity="0.85"
      />
    </svg>
  );
}

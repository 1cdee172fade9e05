/** The company mark: a water drop over flowing lines, in the brand colours. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="9" fill="#0e6161" />
      <path d="M20 6c-5.6 7.6-9.4 13-9.4 17.6a9.4 9.4 0 0 0 18.8 0C29.4 19 25.6 13.6 20 6z" fill="#fff" />
      <path
        d="M14.5 25.5c2 1.6 3.6 1.6 5.5 0s3.6-1.6 5.5 0"
        stroke="#1a9894"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

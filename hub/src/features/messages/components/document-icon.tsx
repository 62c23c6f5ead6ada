/** A page with a folded corner, for documents. */
export function DocumentIcon({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={`${className} shrink-0`} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
      <path d="M6 2.8h8l4.2 4.2v14.2H6z" />
      <path d="M14 2.8V7h4.2M8.8 12h6.4M8.8 15h6.4M8.8 18h4" strokeLinecap="round" />
    </svg>
  );
}

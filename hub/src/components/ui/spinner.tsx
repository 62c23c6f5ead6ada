export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const box = size === 'sm' ? 'h-4 w-4' : size === 'lg' ? 'h-10 w-10' : 'h-6 w-6';
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span aria-hidden className={`${box} animate-spin rounded-full border-2 border-current border-t-transparent opacity-70`} />
      {label && <span className="text-sm text-muted">{label}</span>}
    </span>
  );
}

/** A whole-area loading state with a sentence, for pages waiting on their data. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-500">
      <Spinner size="lg" label={label} />
    </div>
  );
}

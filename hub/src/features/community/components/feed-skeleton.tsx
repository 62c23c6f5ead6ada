/**
 * Three post-shaped cards while a feed loads. On a phone they fill the first screen, so what
 * comes after the feed (a customer's activity) is not drawn into view and then pushed away
 * when the posts arrive.
 */
export function FeedSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((card) => (
        <div key={card} aria-hidden className="flex animate-pulse flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
          <div className="flex items-center gap-3">
            <div className="h-10 w-10 rounded-full bg-line" />
            <div className="flex flex-col gap-1.5">
              <div className="h-3.5 w-32 rounded bg-line" />
              <div className="h-3 w-20 rounded bg-line" />
            </div>
          </div>
          <div className="h-5 w-3/4 rounded bg-line" />
          <div className="h-3 w-full rounded bg-line" />
          <div className="h-3 w-5/6 rounded bg-line" />
          <div className="mt-1 h-8 w-40 rounded bg-line" />
        </div>
      ))}
    </div>
  );
}

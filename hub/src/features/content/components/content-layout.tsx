import type { ReactNode } from 'react';
import { ContentSidebar } from './content-sidebar';

/** A reading column with the site-page menu beside it on desktop and after it on mobile. */
export function ContentLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_15rem] md:items-start">
      <div className="min-w-0">{children}</div>
      <aside className="md:sticky md:top-24">
        <ContentSidebar />
      </aside>
    </div>
  );
}

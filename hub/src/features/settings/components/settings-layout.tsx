import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { settingsTabs } from '../../../config/navigation';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';

interface SettingsLayoutProps {
  /** The tab's own heading, e.g. "Contact details". */
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive ? 'bg-brand-100 text-brand-800' : 'text-ink hover:bg-brand-50'
  }`;

/** Every settings page: the role's tabs (a scrolling row on phones, a column on desktop) beside the page. */
export function SettingsLayout({ title, description, children }: SettingsLayoutProps) {
  usePageHeader('Settings');
  const session = useSession();
  const tabs = settingsTabs(session.isBusinessUser);
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the active tab may sit off screen in the scrolling row; bring it into view.
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <div className="flex flex-col gap-6 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:items-start md:gap-10">
      <nav aria-label="Settings" className="-mx-4 border-b border-line md:sticky md:top-20 md:mx-0 md:border-b-0">
        <ul ref={listRef} className="flex gap-1 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:flex-col md:overflow-visible md:px-0 md:pb-0">
          {tabs.map((tab) => (
            <li key={tab.to} className="shrink-0">
              <NavLink to={tab.to} className={tabClass}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="settings-title" className="min-w-0">
        <h1 id="settings-title" className="text-xl font-bold text-ink">
          {title}
        </h1>
        {description && <p className="mt-1 max-w-prose text-sm text-muted">{description}</p>}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}

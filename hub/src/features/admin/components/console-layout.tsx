import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useConsoleCounts } from '../api/get-console-counts';
import { CONSOLE_SECTIONS } from './console-sections';

const link = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-surface'
  }`;

/** Every console page: the sections with their counts (a row on mobile, a column on desktop) beside the page. */
export function ConsoleLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageHeader('Operator console');
  const counts = useConsoleCounts();
  const nav = useRef<HTMLElement>(null);
  // On a phone the sections are a row that scrolls sideways: bring the current one into view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, []);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row md:items-start">
      <nav ref={nav} aria-label="Operator console" className="md:sticky md:top-20 md:w-56 md:shrink-0">
        <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 md:flex-col md:overflow-visible">
          <li>
            <NavLink to={paths.admin.console()} end className={link}>
              Overview
            </NavLink>
          </li>
          {CONSOLE_SECTIONS.map((section) => {
            const count = counts.data?.[section.key];
            return (
              <li key={section.key}>
                <NavLink to={section.to} className={link} aria-label={count === undefined ? section.label : `${section.label}, ${count} ${section.counts}`}>
                  <span>{section.label}</span>
                  {count !== undefined && (
                    <span aria-hidden className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">
                      {count}
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}

import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { CONTENT_SECTIONS } from '../content-pages';

/** The other site pages beside the one being read (desktop), or below it (mobile). */
export function ContentSidebar() {
  return (
    <nav aria-label="More from Tradeshub" className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-5">
      {CONTENT_SECTIONS.map((section) => (
        <div key={section.heading}>
          <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{section.heading}</h2>
          <ul className="mt-2 flex flex-col gap-0.5">
            {section.pages.map((page) => (
              <li key={page.slug}>
                <NavLink
                  to={paths.content(page.slug)}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-1.5 text-sm transition ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-surface'}`
                  }
                >
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

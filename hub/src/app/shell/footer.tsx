import { paths } from '../../config/paths';
import { useRouterClicks } from '../../lib/router-clicks';

const LINKS = [
  ['About us', paths.content('about-us')],
  ['How it works', paths.content('how-it-works')],
  ['For tradespeople', paths.trade()],
  ['Tradespeople map', paths.map()],
  ['A tradesperson at random', paths.random()],
  ['Our mission', paths.content('our-mission')],
  ['FAQ', paths.content('faq')],
  ['Blog', paths.content('blog')],
  ['Local projects', paths.content('local-projects')],
  ['Community fund', paths.content('community-fund')],
  ['Privacy', paths.content('privacy')],
  ['Terms', paths.content('terms')],
] as const;

export function Footer() {
  const onClick = useRouterClicks();
  return (
    // Catches its links' clicks (Enter on a link clicks it too): router-clicks.ts.
    <footer className="mt-16 border-t border-line bg-white" onClick={onClick}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted md:flex-row md:items-center md:justify-between">
        <p>© {new Date().getFullYear()} Tradeshub. Trusted tradespeople, recommended by people you know.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {LINKS.map(([label, to]) => (
              <li key={to}>
                <a href={to} className="hover:text-brand-700 hover:underline">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

import { Link } from 'react-router';
import { CATEGORIES } from '@tradeshub/sdk';
import { paths } from '../../../config/paths';
import { CATEGORY_ICONS, Icon } from './icons';

export function CategoryGrid() {
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-16 md:py-24">
      <div className="flex flex-col gap-2 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Every trade for the home</p>
          <h2 id="categories-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            What are you planning?
          </h2>
        </div>
        <Link to={paths.find()} className="font-semibold text-brand-700 hover:underline">
          Browse all tradespeople <span aria-hidden>→</span>
        </Link>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {CATEGORIES.map((title) => (
          <li key={title}>
            <Link
              to={paths.find({ category: title })}
              className="group flex h-full flex-col gap-3 rounded-xl border border-line bg-white p-4 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600 transition group-hover:bg-brand-500 group-hover:text-white">
                <Icon name={CATEGORY_ICONS[title]} className="h-5 w-5" />
              </span>
              <span className="text-sm leading-snug font-semibold text-ink">{title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

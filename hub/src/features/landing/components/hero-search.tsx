import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CATEGORIES } from '@tradeshub/sdk';
import { SelectField, TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { Icon } from './icons';

const POPULAR = ['Plumbing', 'Electrical work', 'Roofing', 'Painting & Decorating', 'Handyman'] as const;

/** "What do you need, and where?": straight into the find page with both filled in. */
export function HeroSearch() {
  const navigate = useNavigate();
  const [category, setCategory] = useState('');
  const [place, setPlace] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.find({ category: category || undefined, place: place.trim() || undefined }));
  };

  return (
    <div>
      {/* A plain search too: submitted before the hub's code has adopted it (decision 0079), the
          browser asks the find page for the same URL. */}
      <form
        action={paths.find()}
        role="search"
        aria-label="Find a tradesperson"
        onSubmit={search}
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-xl shadow-brand-900/5 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-5"
      >
        <SelectField label="What do you need?" name="category" value={category} onChange={(event) => setCategory(event.target.value)} className="h-11">
          <option value="">Any trade</option>
          {CATEGORIES.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Where?"
          name="place"
          placeholder="Town, e.g. Leeds"
          autoComplete="address-level2"
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          className="h-11"
        />
        <button
          type="submit"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-500 px-6 font-semibold text-white shadow-sm transition hover:bg-brand-600"
        >
          <Icon name="search" className="h-5 w-5" />
          Search
        </button>
      </form>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>Popular:</span>
        {POPULAR.map((title) => (
          <Link
            key={title}
            to={paths.find({ category: title })}
            className="rounded-full border border-line bg-white/80 px-3 py-1 font-medium text-ink transition hover:border-brand-300 hover:text-brand-700"
          >
            {title}
          </Link>
        ))}
      </p>
    </div>
  );
}

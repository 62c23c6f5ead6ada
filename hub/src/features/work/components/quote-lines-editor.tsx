import { useId, useState } from 'react';
import { formatPounds, lineTotalPence } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { parsePoundsToPence } from '../pounds';
import { emptyLine, moveLine, parseVat, VAT_QUICK_PICKS, type DraftErrors, type DraftLine } from '../quote-draft';

const control = 'rounded-lg border bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-200';
const input = `w-full ${control}`;
const border = (error?: string) => (error ? 'border-danger' : 'border-line');
const iconButton = 'flex h-9 w-9 items-center justify-center rounded-lg text-ink ring-1 ring-line hover:bg-brand-50 disabled:opacity-40 disabled:hover:bg-transparent';

function Arrow({ up }: { up: boolean }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
    </svg>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-xs text-danger">
      {message}
    </p>
  ) : null;
}

interface LineProps {
  line: DraftLine;
  index: number;
  count: number;
  errors: DraftErrors;
  onChange: (line: DraftLine) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

function LineEditor({ line, index, count, errors, onChange, onMove, onRemove }: LineProps) {
  const id = useId();
  const name = line.description.trim() || `line ${index + 1}`;
  const price = parsePoundsToPence(line.price);
  const vat = parseVat(line.vat);
  const err = (field: string) => errors[`${line.key}.${field}`];
  // Moving re-inserts the line's nodes, which drops focus: put it back on the arrow pressed,
  // or on the other one once the line reaches the end of the list.
  const move = (direction: -1 | 1) => {
    onMove(direction);
    const to = index + direction;
    const atEnd = direction === -1 ? to === 0 : to === count - 1;
    requestAnimationFrame(() => document.getElementById(`${id}-${(direction === -1) !== atEnd ? 'up' : 'down'}`)?.focus());
  };
  return (
    <li aria-label={`Line ${index + 1}`} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-3 sm:p-4">
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-d`} className="text-sm font-medium text-ink">
            Line {index + 1}: what it is
          </label>
          <input
            id={`${id}-d`}
            value={line.description}
            maxLength={500}
            placeholder="e.g. Supply and fit a combi boiler"
            aria-invalid={err('description') ? true : undefined}
            aria-describedby={err('description') ? `${id}-de` : undefined}
            onChange={(e) => onChange({ ...line, description: e.target.value })}
            className={`${input} ${border(err('description'))}`}
          />
          <FieldError id={`${id}-de`} message={err('description')} />
        </div>
        <div className="flex shrink-0 gap-1 pt-6">
          <button id={`${id}-up`} type="button" className={iconButton} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(-1)}>
            <Arrow up />
          </button>
          <button id={`${id}-down`} type="button" className={iconButton} aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => move(1)}>
            <Arrow up={false} />
          </button>
          <button type="button" className={`${iconButton} text-danger`} aria-label={`Remove ${name}`} disabled={count === 1} onClick={onRemove}>
            <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-p`} className="text-sm font-medium text-ink">
            Price excl. VAT (£)
          </label>
          <input
            id={`${id}-p`}
            value={line.price}
            inputMode="decimal"
            placeholder="0.00"
            aria-invalid={err('price') ? true : undefined}
            aria-describedby={err('price') ? `${id}-pe` : undefined}
            onChange={(e) => onChange({ ...line, price: e.target.value })}
            className={`${input} ${border(err('price'))} tabular-nums`}
          />
          <FieldError id={`${id}-pe`} message={err('price')} />
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">VAT</legend>
          <div className="flex flex-wrap items-center gap-1.5">
            {VAT_QUICK_PICKS.map((rate) => (
              <button
                key={rate}
                type="button"
                aria-pressed={vat === rate}
                aria-label={`${rate} % VAT`}
                onClick={() => onChange({ ...line, vat: String(rate) })}
                className={`min-h-9 rounded-lg px-2.5 text-sm font-semibold ring-1 ${vat === rate ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink ring-line hover:bg-brand-50'}`}
              >
                {rate}%
              </button>
            ))}
            <input
              aria-label={`VAT rate for line ${index + 1} (%)`}
              value={line.vat}
              inputMode="decimal"
              aria-invalid={err('vat') ? true : undefined}
              onChange={(e) => onChange({ ...line, vat: e.target.value })}
              className={`${control} ${border(err('vat'))} w-16 tabular-nums`}
            />
          </div>
          <FieldError id={`${id}-ve`} message={err('vat')} />
        </fieldset>
        <p className="text-right text-sm sm:pt-7">
          <span className="text-muted">Incl. VAT </span>
          <span className="font-semibold text-ink tabular-nums">{price !== null && vat !== null ? formatPounds(lineTotalPence({ price, vat })) : '—'}</span>
        </p>
      </div>
    </li>
  );
}

/** The quote's lines: add, remove and reorder (buttons, so the keyboard can), each with its price, VAT and total. */
export function QuoteLinesEditor({ lines, errors, onChange }: { lines: readonly DraftLine[]; errors: DraftErrors; onChange: (lines: DraftLine[]) => void }) {
  const [announcement, setAnnouncement] = useState('');
  return (
    <div className="flex flex-col gap-3">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol aria-label="Quote lines" className="flex flex-col gap-3">
        {lines.map((line, index) => (
          <LineEditor
            key={line.key}
            line={line}
            index={index}
            count={lines.length}
            errors={errors}
            onChange={(changed) => onChange(lines.map((l) => (l.key === line.key ? changed : l)))}
            onMove={(direction) => {
              onChange(moveLine(lines, line.key, direction));
              setAnnouncement(`${line.description.trim() || 'The line'} is now line ${index + 1 + direction} of ${lines.length}.`);
            }}
            onRemove={() => onChange(lines.filter((l) => l.key !== line.key))}
          />
        ))}
      </ol>
      <Button variant="secondary" className="self-start" onClick={() => onChange([...lines, emptyLine(lines)])}>
        Add a line
      </Button>
    </div>
  );
}

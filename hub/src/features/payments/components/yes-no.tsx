/** A yes/no fact about the account, in words and a mark (never colour alone). */
export function YesNo({ label, value }: { label: string; value: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className={`inline-flex items-center gap-1.5 font-semibold ${value ? 'text-brand-800' : 'text-warning'}`}>
        <span aria-hidden>{value ? '✓' : '✕'}</span>
        {value ? 'Yes' : 'Not yet'}
      </dd>
    </div>
  );
}

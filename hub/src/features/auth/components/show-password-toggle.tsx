/** "Show password": typing a password blind is the commonest reason a sign-in fails. */
export function ShowPasswordToggle({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  return (
    <label className="inline-flex w-fit cursor-pointer items-center gap-2 text-sm text-muted select-none">
      <input
        type="checkbox"
        checked={shown}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 rounded border-line accent-brand-500"
      />
      Show password
    </label>
  );
}

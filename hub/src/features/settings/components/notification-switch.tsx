import { Field, Label, Switch } from '@headlessui/react';

interface NotificationSwitchProps {
  label: string;
  /** What the switch is for, for screen readers: "Email for payments". */
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

export function NotificationSwitch({ label, description, checked, disabled = false, onChange }: NotificationSwitchProps) {
  return (
    <Field disabled={disabled} className="flex items-center justify-between gap-3 sm:justify-end">
      <Label className="text-sm text-ink data-disabled:text-muted sm:sr-only">
        {label}
        <span className="sr-only"> for {description}</span>
      </Label>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-line transition data-checked:bg-brand-500 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:outline-3 data-focus:outline-offset-2 data-focus:outline-accent-400"
      >
        <span aria-hidden className="pointer-events-none inline-block h-5 w-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white shadow transition group-data-checked:translate-x-5.5" />
      </Switch>
    </Field>
  );
}

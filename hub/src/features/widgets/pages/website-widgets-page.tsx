import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/field';
import { EmptyState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { ChoiceGroup } from '../components/choice-group';
import { CopySnippet } from '../components/copy-snippet';
import { WidgetPreview } from '../components/widget-preview';
import { elementSnippet, queueSnippet, WIDGET_KINDS, WIDGET_NAMES, type WidgetChoice } from '../snippets';

const KIND_OPTIONS = WIDGET_KINDS.map((kind) => ({ value: kind, label: WIDGET_NAMES[kind].title, description: WIDGET_NAMES[kind].description }));
const THEME_OPTIONS = [
  { value: 'light', label: 'Light', description: 'For pale backgrounds' },
  { value: 'dark', label: 'Dark', description: 'For dark backgrounds' },
] as const;
const SIZE_OPTIONS = [
  { value: 'sm', label: 'Small' },
  { value: 'md', label: 'Medium' },
  { value: 'lg', label: 'Large' },
] as const;
const LABEL_HINTS: Record<WidgetChoice['kind'], string> = {
  rating: 'Replaces “on Tradeshub” after the review count.',
  recommend: 'Replaces “Recommend us on Tradeshub”.',
  review: 'Replaces “Review us on Tradeshub”.',
  referral: 'Replaces the line above the link.',
};

/**
 * /business/widgets: the tradesperson picks a widget, theme and size, sees the real widget
 * with their own data, and copies the snippet for their website.
 */
export default function WebsiteWidgetsPage() {
  usePageHeader('Website widgets');
  const session = useSession();
  const businessId = session.userInfo?.business?.id;
  const [choice, setChoice] = useState<WidgetChoice>({ kind: 'rating', theme: 'light', size: 'md', label: '' });
  const choose = (change: Partial<WidgetChoice>) => setChoice((current) => ({ ...current, ...change }));

  if (!businessId) {
    return (
      <EmptyState title="Register your business first" action={
          <Link to={paths.registerBusiness()} className="inline-flex min-h-10 items-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
            Register your business
          </Link>
        }>
        Website widgets show your Tradeshub rating and ask for recommendations on your own site.
      </EmptyState>
    );
  }
  const hub = window.location.origin;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Tradeshub on your website</h1>
        <p className="mt-1 max-w-prose text-sm text-muted">
          Show your rating and collect recommendations and reviews on your own site. Pick a widget, copy the snippet, and paste it
          where it should appear. Each widget costs your visitors under 10 KB, and it cannot change the rest of your page.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <section aria-label="Choose your widget" className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          <ChoiceGroup legend="Widget" options={KIND_OPTIONS} value={choice.kind} onChange={(kind) => choose({ kind })} />
          <div className="grid gap-5 sm:grid-cols-2">
            <ChoiceGroup legend="Theme" options={THEME_OPTIONS} value={choice.theme} onChange={(theme) => choose({ theme })} columns="grid-cols-2" />
            <ChoiceGroup legend="Size" options={SIZE_OPTIONS} value={choice.size} onChange={(size) => choose({ size })} columns="grid-cols-3" />
          </div>
          <TextField
            label="Your own words (optional)"
            hint={LABEL_HINTS[choice.kind]}
            maxLength={60}
            value={choice.label}
            onChange={(event) => choose({ label: event.currentTarget.value })}
          />
        </section>
        <div className="flex flex-col gap-6 lg:sticky lg:top-4">
          <WidgetPreview businessId={businessId} choice={choice} />
          <section aria-labelledby="snippet-title" className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
            <h2 id="snippet-title" className="text-lg font-semibold text-ink">
              Your snippet
            </h2>
            <CopySnippet
              title="HTML"
              hint="Paste it where the widget should appear. The script tag is needed once per page."
              code={elementSnippet(hub, businessId, choice)}
            />
            <CopySnippet
              title="For site builders that remove unknown tags"
              hint="The same widget, put in place by the script."
              code={queueSnippet(hub, businessId, choice)}
            />
          </section>
        </div>
      </div>
    </div>
  );
}

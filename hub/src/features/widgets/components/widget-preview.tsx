import { createElement } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { widgetAttributes, widgetTag, type WidgetChoice } from '../snippets';
import { useWidgetScript } from './widget-script';

/** The real widget, from the same script tradespeople embed, with the business's own data. */
export function WidgetPreview({ businessId, choice }: { businessId: string; choice: WidgetChoice }) {
  const script = useWidgetScript();
  const dark = choice.theme === 'dark';
  return (
    <section
      aria-labelledby="widget-preview-title"
      className={`flex min-h-48 flex-col gap-4 rounded-2xl border border-line p-5 shadow-sm sm:p-6 ${dark ? 'bg-[#14201a]' : 'bg-white'}`}
    >
      <h2 id="widget-preview-title" className={`text-sm font-semibold ${dark ? 'text-white' : 'text-ink'}`}>
        Live preview
      </h2>
      <div className="flex flex-1 items-center justify-center" data-testid="widget-preview">
        {script === 'ready' ? (
          // A new element per choice, so the preview is exactly what the snippet makes.
          createElement(widgetTag(choice.kind), { key: JSON.stringify(choice), ...widgetAttributes(businessId, choice) })
        ) : script === 'loading' ? (
          <Spinner label="Loading the widget…" />
        ) : (
          <p role="alert" className="text-sm text-danger">
            The widget script could not be loaded from this server, so there is no preview. The snippet below still works once
            the widgets are built.
          </p>
        )}
      </div>
    </section>
  );
}

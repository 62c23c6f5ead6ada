import { warnOnce } from './log';
import { WIDGET_NAMES, widgetTag, type MountOptions } from './namespace';

/**
 * `Tradeshub('mount', target, options)`: puts a widget into `target` (an element or a CSS
 * selector) for sites that cannot write custom tags. Problems are logged, never thrown.
 */
export function mount(target: string | Element, options: MountOptions): void {
  const host = typeof target === 'string' ? document.querySelector(target) : target;
  const name = options?.widget;
  if (!host) return warnOnce(`mount: no element for ${target}`);
  if (!WIDGET_NAMES.includes(name)) return warnOnce(`mount: no widget called ${name}`);
  const widget = document.createElement(widgetTag(name));
  widget.setAttribute('business-id', options.businessId);
  for (const attribute of ['theme', 'size', 'label'] as const) if (options[attribute]) widget.setAttribute(attribute, options[attribute]);
  host.append(widget);
}

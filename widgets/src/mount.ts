import { warnOnce } from './log';
import { widgetTag, type MountOptions } from './namespace';

/**
 * `Tradeshub('mount', target, options)`: puts a widget into `target` (an element or a CSS
 * selector) for sites that cannot write custom tags. Problems are logged, never thrown.
 */
export function mount(target: string | Element, options: MountOptions): void {
  const host = typeof target === 'string' ? document.querySelector(target) : target;
  const { widget: name, businessId, theme, size, label } = options ?? {};
  if (!host) return warnOnce(`mount: no element for ${target}`);
  // The bundle defines every widget before it takes a command, so an undefined tag is a wrong name.
  if (!customElements.get(widgetTag(name))) return warnOnce(`mount: no widget called ${name}`);
  const widget = document.createElement(widgetTag(name));
  for (const [attribute, value] of Object.entries({ 'business-id': businessId, theme, size, label })) if (value) widget.setAttribute(attribute, value);
  host.append(widget);
}

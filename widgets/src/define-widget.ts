import { render, type ComponentChild } from 'preact';
import { effect, signal, type Signal } from '@preact/signals';
import { warnOnce } from './log';
import { adoptStyles } from './styles';

/** What every widget draws from: its attributes, the hub it belongs to, and one flag of its own. */
export interface WidgetProps {
  businessId: string;
  /** The label attribute; when missing or empty the widget uses its own words. */
  label?: string;
  /** The hub's origin, e.g. https://tradeshub.co.uk. */
  hub: string;
  /** A widget's one piece of state (thanked, copied), kept by its element. */
  flag: Signal<boolean>;
  root: ShadowRoot;
}

/** A widget: what it draws for its props, redrawn whenever a signal it read changes. */
export type Widget = (props: WidgetProps) => ComponentChild;

// `theme` and `size` are read by the stylesheet alone (`:host([theme=dark])`): changing them needs no redraw.
const ATTRIBUTES = ['business-id', 'label'];

/** A widget's attributes as props. */
const readProps = (element: Element) => {
  const [businessId = '', label] = ATTRIBUTES.map((name) => element.getAttribute(name)?.trim());
  return { businessId, label };
};

/**
 * Registers one custom element that draws `widget` into its own shadow root. Drawing runs as
 * a signals effect, so it redraws when anything it read changes: its data, its flag, its
 * attributes. A drawing that throws leaves the widget empty and logs once; it never reaches
 * the host page. Defining a tag twice (the script included twice) does nothing.
 */
export function defineWidget(tag: string, widget: Widget, hub: string): void {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      static observedAttributes = ATTRIBUTES;
      #attributes = signal(readProps(this));
      #flag = signal(false);
      #stop?: () => void;
      connectedCallback() {
        const root = this.shadowRoot ?? adoptStyles(this.attachShadow({ mode: 'open' }));
        this.#stop = effect(() => {
          try {
            render(widget({ ...this.#attributes.value, hub, flag: this.#flag, root }), root);
          } catch (error) {
            warnOnce(`<${tag}> failed to draw`, error);
            root.replaceChildren();
          }
        });
      }
      attributeChangedCallback() {
        this.#attributes.value = readProps(this);
      }
      disconnectedCallback() {
        this.#stop!();
        render(null, this.shadowRoot!);
      }
    },
  );
}

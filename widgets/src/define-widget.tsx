import { render, type ComponentType } from 'preact';
import { effect, signal, type Signal } from '@preact/signals';
import { warnOnce } from './log';
import { adoptStyles } from './styles';

/** What every widget draws from: its attributes, the hub it belongs to, and one flag of its own. */
export interface WidgetProps {
  businessId: string;
  theme: 'light' | 'dark';
  size: 'sm' | 'md' | 'lg';
  /** The label attribute, or null for the widget's own words. */
  label: string | null;
  /** The hub's origin, e.g. https://tradeshub.co.uk. */
  hub: string;
  /** A widget's one piece of state (thanked, copied), kept by its element. */
  flag: Signal<boolean>;
  root: ShadowRoot;
}

/** The frame's classes for a theme and size. */
export const frameClass = ({ theme, size }: WidgetProps, extra: string) => `w ${theme} ${size} ${extra}`;

const ATTRIBUTES = ['business-id', 'theme', 'size', 'label'];

/** A widget's attributes as props; anything unknown falls back to the default. */
export function readProps(element: Element): Pick<WidgetProps, 'businessId' | 'theme' | 'size' | 'label'> {
  const [businessId = '', theme, size, label] = ATTRIBUTES.map((name) => element.getAttribute(name)?.trim());
  return {
    businessId,
    theme: theme === 'dark' ? theme : 'light',
    size: size === 'sm' || size === 'lg' ? size : 'md',
    label: label || null,
  };
}

/**
 * Registers one custom element that draws `View` into its own shadow root. Drawing runs as a
 * signals effect, so it redraws when anything it read changes: its data, its flag, its
 * attributes. A drawing that throws leaves the widget empty and logs once; it never reaches
 * the host page. Defining a tag twice (the script included twice) does nothing.
 */
export function defineWidget(tag: string, View: ComponentType<WidgetProps>, hub: string): void {
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
            render(<View {...this.#attributes.value} hub={hub} flag={this.#flag} root={root} />, root);
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

import { unwatchProfiles } from './business-profile';
import { patch } from './dom';
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
  flag: boolean;
  /** Sets the flag and redraws. */
  setFlag: (on: boolean) => void;
  /** Draws again: called when data the widget read arrives. */
  redraw: () => void;
  root: ShadowRoot;
}

/** A widget: the one element it draws for its props. */
export type Widget = (props: WidgetProps) => Element;

/** Where a widget's code comes from: its own chunk, fetched the first time one is on the page. */
export type WidgetChunk = () => Promise<Widget>;

// `theme` and `size` are read by the stylesheet alone (`:host([theme=dark])`): changing them needs no redraw.
const ATTRIBUTES = ['business-id', 'label'];

/** A widget's attributes as props. */
const readProps = (element: Element) => {
  const [businessId = '', label] = ATTRIBUTES.map((name) => element.getAttribute(name)?.trim());
  return { businessId, label };
};

/**
 * Registers one custom element that draws its widget into its own shadow root, loading the
 * widget's chunk when the first such element arrives. It redraws when its attributes, its
 * flag or the data it read change. A drawing that throws leaves the widget empty and logs
 * once; it never reaches the host page. Defining a tag twice (the script included twice)
 * does nothing.
 */
export function defineWidget(tag: string, chunk: WidgetChunk, hub: string): void {
  if (customElements.get(tag)) return;
  let widget: Widget | undefined;
  let loading: Promise<unknown> | undefined;
  customElements.define(
    tag,
    class extends HTMLElement {
      static observedAttributes = ATTRIBUTES;
      #flag = false;
      #draw = (): void => {
        const root = this.shadowRoot;
        // Data can arrive after the element left the page: nothing to draw then.
        if (!root || !this.isConnected) return;
        if (!widget) {
          loading ??= chunk().then((loaded) => (widget = loaded));
          loading.then(this.#draw, (error: unknown) => warnOnce(`<${tag}> could not be loaded`, error));
          return;
        }
        try {
          const setFlag = (on: boolean) => {
            this.#flag = on;
            this.#draw();
          };
          // Old Safari's fallback <style> comes first in the root; the drawing goes after it.
          patch(root, [widget({ ...readProps(this), hub, flag: this.#flag, setFlag, redraw: this.#draw, root })], root.firstChild?.nodeName === 'STYLE' ? 1 : 0);
        } catch (error) {
          warnOnce(`<${tag}> failed to draw`, error);
          root.replaceChildren();
        }
      };
      connectedCallback() {
        if (!this.shadowRoot) adoptStyles(this.attachShadow({ mode: 'open' }));
        this.#draw();
      }
      attributeChangedCallback() {
        this.#draw();
      }
      disconnectedCallback() {
        unwatchProfiles(this.#draw);
      }
    },
  );
}

// The one global the widgets own: window.Tradeshub, a function that takes commands. Sites
// that cannot write custom tags call it; calls made before the bundle arrives wait in `q`.

/** The widgets by name; each is the element `tradeshub-<name>`. */
export const WIDGET_NAMES = ['rating', 'recommend', 'review', 'referral'] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** The element a widget is drawn by. */
export const widgetTag = (name: WidgetName) => `tradeshub-${name}` as const;

/** Which widget to mount, on which business, looking how. */
export interface MountOptions {
  widget: WidgetName;
  businessId: string;
  theme?: 'light' | 'dark';
  size?: 'sm' | 'md' | 'lg';
  label?: string;
}

export type Command = ['mount', string | Element, MountOptions];

export interface TradeshubNamespace {
  (...command: Command): void;
  /** Commands waiting for the bundle. */
  q?: unknown[][];
  /** Set once the bundle has been requested, so it is requested once. */
  l?: 1;
}

// The snippets a tradesperson pastes into their own website: one script tag and an element,
// or, for site builders that strip unknown tags, the queue API (window.Tradeshub('mount', ...)).

export const WIDGET_KINDS = ['rating', 'recommend', 'review', 'referral'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];
export type WidgetTheme = 'light' | 'dark';
export type WidgetSize = 'sm' | 'md' | 'lg';

export interface WidgetChoice {
  kind: WidgetKind;
  theme: WidgetTheme;
  size: WidgetSize;
  /** Empty for the widget's own words. */
  label: string;
}

export const WIDGET_NAMES: Record<WidgetKind, { title: string; description: string }> = {
  rating: { title: 'Rating badge', description: 'Your stars, average and review count, linking to your Tradeshub profile.' },
  recommend: { title: 'Recommend button', description: 'Visitors recommend you without leaving your site; the button thanks them.' },
  review: { title: 'Review button', description: 'Visitors score the job and write a review in a Tradeshub window.' },
  referral: { title: 'Referral link', description: 'Your Tradeshub link with Copy and Share, for visitors to pass on.' },
};

/** The element tag of a widget kind. */
export const widgetTag = (kind: WidgetKind) => `tradeshub-${kind}`;

/** The attributes a widget is given, defaults left out so the snippet stays short. */
export function widgetAttributes(businessId: string, choice: WidgetChoice): Record<string, string> {
  const attributes: Record<string, string> = { 'business-id': businessId };
  if (choice.theme !== 'light') attributes.theme = choice.theme;
  if (choice.size !== 'md') attributes.size = choice.size;
  if (choice.label.trim()) attributes.label = choice.label.trim();
  return attributes;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The script tag every snippet starts with. */
export const loaderTag = (hubOrigin: string) => `<script async src="${hubOrigin}/widgets/tradeshub.js"></script>`;

/** One script tag and one element: for any site that lets you paste HTML. */
export function elementSnippet(hubOrigin: string, businessId: string, choice: WidgetChoice): string {
  const tag = widgetTag(choice.kind);
  const attributes = Object.entries(widgetAttributes(businessId, choice))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `${loaderTag(hubOrigin)}\n<${tag}${attributes}></${tag}>`;
}

/** The queue API: a placeholder element filled by the script, for builders that remove unknown tags. */
export function queueSnippet(hubOrigin: string, businessId: string, choice: WidgetChoice): string {
  const { 'business-id': _id, ...rest } = widgetAttributes(businessId, choice);
  const options = JSON.stringify({ widget: choice.kind, businessId, ...rest });
  return [
    `<div id="tradeshub-${choice.kind}"></div>`,
    '<script>',
    '  window.Tradeshub = window.Tradeshub || function () { (Tradeshub.q = Tradeshub.q || []).push(arguments); };',
    `  Tradeshub('mount', '#tradeshub-${choice.kind}', ${options.replace(/</g, '\\u003c')});`,
    '</script>',
    loaderTag(hubOrigin),
  ].join('\n');
}

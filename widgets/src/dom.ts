// The widgets' whole view layer: `h` builds real DOM nodes, `patch` brings what is drawn in
// line with a new drawing, keeping every node whose tag matches (so focus and selection
// survive a redraw). Four small widgets need no more, and it costs a few hundred bytes where
// Preact and signals cost 5.9 KB gz (docs/decisions/0017-hub-first-load.md, 0011).

type Child = Node | string | false | null | undefined;
type Props = Record<string, unknown> | null;

const SVG = /^(svg|path|rect|clipPath)$/;
/** Properties rather than attributes: handlers, and an input's current value. */
const PROPERTIES = ['onclick', 'onfocus', 'value'] as const;

/**
 * An element with attributes (true is present and empty, false and null are absent), handlers
 * (`onclick`, `onfocus`) and `value` as properties, and children (false and null skipped).
 */
export function h(tag: string, props: Props, ...children: Child[]): Element {
  const element = SVG.test(tag) ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if ((PROPERTIES as readonly string[]).includes(key)) (element as unknown as Record<string, unknown>)[key] = value;
    else if (value === true) element.setAttribute(key, '');
    else if (value !== false && value != null) element.setAttribute(key, String(value));
  }
  element.append(...children.filter((child): child is Node | string => child !== false && child != null && child !== ''));
  return element;
}

/** Makes `parent`'s children from index `from` on match `next`, reusing nodes of the same tag. */
export function patch(parent: Node, next: Node[], from = 0): void {
  next.forEach((node, i) => {
    const old = parent.childNodes[from + i];
    if (!old) parent.appendChild(node);
    else if (old.nodeName !== node.nodeName) parent.replaceChild(node, old);
    else if (old instanceof Element && node instanceof Element) {
      for (const { name } of [...old.attributes]) if (!node.hasAttribute(name)) old.removeAttribute(name);
      for (const { name, value } of node.attributes) if (old.getAttribute(name) !== value) old.setAttribute(name, value);
      for (const key of PROPERTIES) if (key in node) (old as unknown as Record<string, unknown>)[key] = (node as unknown as Record<string, unknown>)[key];
      patch(old, [...node.childNodes]);
    } else if (old.nodeValue !== node.nodeValue) old.nodeValue = node.nodeValue;
  });
  while (parent.childNodes.length > from + next.length) parent.removeChild(parent.lastChild!);
}

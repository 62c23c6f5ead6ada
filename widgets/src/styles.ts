import CSS from './widgets.css?inline';

// The widgets' styles live in each shadow root through one constructable stylesheet, which a
// strict Content-Security-Policy allows (a <style> element would need 'unsafe-inline').
let shared: CSSStyleSheet | null = null;

/** Gives a shadow root the widgets' styles: one shared constructable sheet for every widget. */
export function adoptStyles(root: ShadowRoot): ShadowRoot {
  try {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [shared];
  } catch {
    // Browsers without constructable stylesheets (before Safari 16.4) get a <style> element.
    const style = document.createElement('style');
    style.textContent = CSS;
    root.append(style);
  }
  return root;
}

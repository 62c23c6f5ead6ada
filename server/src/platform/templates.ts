/** Fills `{{name}}` placeholders; values are HTML-escaped when rendering HTML. */
export function renderTemplate(template: string, values: Record<string, string | number>, html = false): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return html ? escapeHtml(String(value)) : String(value);
  });
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

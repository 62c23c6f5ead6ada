import { formatPounds } from '@tradeshub/sdk';
import { escapeHtml } from '../templates.js';

// The sandbox's hosted pages as plain server-rendered HTML: labelled fields with the
// browser's autocomplete names, errors announced (role="alert") and tied to their field,
// readable at any width. en-GB, pounds.

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f6f4fb;color:#1d1b26;line-height:1.5}
main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.4rem;margin:.5rem 0 1rem}
.badge{display:inline-block;background:#5b2a86;color:#fff;font-size:.8rem;padding:.15rem .6rem;border-radius:1rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:1rem}
table{width:100%;border-collapse:collapse}td,th{padding:.35rem 0;text-align:left}td.amount,th.amount{text-align:right}
tfoot th{border-top:1px solid #ccc}
label{display:block;font-weight:600;margin-top:.9rem}
input,select{font:inherit;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #777;border-radius:.4rem;margin-top:.25rem}
input[type=radio]{width:auto;margin-right:.4rem}
fieldset{border:1px solid #ccc;border-radius:.5rem;margin-top:1rem}legend{font-weight:700}
.radio{font-weight:400;display:flex;align-items:center}
.hint{color:#4a4a57;font-size:.9rem;margin:.2rem 0 0}
.error{color:#a4001d;font-weight:600}
.alert{background:#fde8ec;border-left:4px solid #a4001d;padding:.75rem;border-radius:.4rem}
button{font:inherit;background:#2e7d32;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.25rem;margin-top:1.25rem;width:100%;cursor:pointer}
button.secondary{background:#fff;color:#5b2a86;border:2px solid #5b2a86}
a{color:#5b2a86}
:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Tradeshub sandbox</title><style>${STYLE}</style></head>
<body><main><p><span class="badge">Sandbox: no real money moves</span></p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  value?: string;
  error?: string;
  hint?: string;
  type?: string;
  autocomplete?: string;
  inputmode?: string;
  required?: boolean;
}

export function field(o: FieldOptions): string {
  const id = `f-${o.name}`;
  const described = [o.hint ? `${id}-hint` : '', o.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${id}">${escapeHtml(o.label)}</label>
${o.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(o.hint)}</p>` : ''}
${o.error ? `<p class="error" id="${id}-error">${escapeHtml(o.error)}</p>` : ''}
<input id="${id}" name="${o.name}" type="${o.type ?? 'text'}" value="${escapeHtml(o.value ?? '')}"${o.autocomplete ? ` autocomplete="${o.autocomplete}"` : ''}${o.inputmode ? ` inputmode="${o.inputmode}"` : ''}${o.required === false ? '' : ' required'}${o.error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>`;
}

export function alert(message: string | null | undefined): string {
  return message ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : '';
}

export function amountsTable(lines: { label: string; amountPence: number }[], totalPence: number): string {
  const rows = lines.map((l) => `<tr><td>${escapeHtml(l.label)}</td><td class="amount">${formatPounds(l.amountPence)}</td></tr>`).join('');
  return `<table><caption class="hint">What you pay</caption><tbody>${rows}</tbody><tfoot><tr><th scope="row">Total to pay</th><th class="amount">${formatPounds(totalPence)}</th></tr></tfoot></table>`;
}

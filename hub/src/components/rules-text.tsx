import { Lexer, type Token, type Tokens } from 'marked';
import type { ReactNode } from 'react';

// The rules are Markdown edited by operators. They are drawn as React elements from the
// parsed tokens, never as HTML, so nothing in them can run as markup.

const SAFE_HREF = /^(?:https?:\/\/|\/(?!\/)|mailto:)/i;

function inline(tokens: Token[] | undefined): ReactNode {
  return tokens?.map((token, i) => {
    switch (token.type) {
      case 'strong':
        return <strong key={i}>{inline((token as Tokens.Strong).tokens)}</strong>;
      case 'em':
        return <em key={i}>{inline((token as Tokens.Em).tokens)}</em>;
      case 'codespan':
        return <code key={i}>{(token as Tokens.Codespan).text}</code>;
      case 'br':
        return <br key={i} />;
      case 'link': {
        const link = token as Tokens.Link;
        return SAFE_HREF.test(link.href) ? (
          <a key={i} href={link.href} className="font-medium text-brand-700 underline" target="_blank" rel="noreferrer">
            {inline(link.tokens)}
          </a>
        ) : (
          <span key={i}>{inline(link.tokens)}</span>
        );
      }
      case 'text': {
        const text = token as Tokens.Text;
        return text.tokens ? <span key={i}>{inline(text.tokens)}</span> : text.text;
      }
      default:
        return 'text' in token && typeof token.text === 'string' ? token.text : null;
    }
  });
}

const HEADING_STYLE = ['text-lg font-bold', 'mt-5 text-base font-semibold', 'mt-4 text-sm font-semibold'];

function block(token: Token, i: number, headingBase: number): ReactNode {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      const level = Math.min(6, heading.depth + headingBase - 1);
      const Tag = `h${level}` as 'h2';
      return (
        <Tag key={i} className={`text-ink ${HEADING_STYLE[Math.min(heading.depth, 3) - 1]}`}>
          {inline(heading.tokens)}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p key={i} className="mt-2">
          {inline((token as Tokens.Paragraph).tokens)}
        </p>
      );
    case 'list': {
      const list = token as Tokens.List;
      const Tag = list.ordered ? 'ol' : 'ul';
      return (
        <Tag key={i} className={`mt-2 space-y-1 pl-5 ${list.ordered ? 'list-decimal' : 'list-disc'}`}>
          {list.items.map((item, j) => (
            <li key={j}>{item.tokens.map((t, k) => (t.type === 'text' ? <span key={k}>{inline((t as Tokens.Text).tokens ?? [t])}</span> : block(t, k, headingBase)))}</li>
          ))}
        </Tag>
      );
    }
    case 'blockquote':
      return (
        <blockquote key={i} className="mt-2 border-l-4 border-accent-200 pl-3 text-muted">
          {(token as Tokens.Blockquote).tokens.map((t, k) => block(t, k, headingBase))}
        </blockquote>
      );
    case 'hr':
      return <hr key={i} className="my-4 border-line" />;
    default:
      return null;
  }
}

/** Markdown rules text; `headingBase` is the level the text's top heading becomes (h3 under a page's h2). */
export function RulesText({ markdown, headingBase = 3 }: { markdown: string; headingBase?: number }) {
  return <div className="text-sm leading-relaxed text-ink">{Lexer.lex(markdown).map((token, i) => block(token, i, headingBase))}</div>;
}

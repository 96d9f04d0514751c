import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo, type ReactElement } from 'react';

/**
 * The tags a dashboard's markdown may produce (spec 001 §6: "sanitised with an allowed-tag list"):
 * GitHub's sanitisation list, as Superset's SafeMarkdown uses. No script, style, iframe, form or
 * event attribute survives; links and images keep only safe URLs (DOMPurify's URI rule).
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'b',
  'i',
  'strong',
  'em',
  'a',
  'pre',
  'code',
  'img',
  'tt',
  'div',
  'span',
  'ins',
  'del',
  'sup',
  'sub',
  'ol',
  'ul',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'blockquote',
  'dl',
  'dt',
  'dd',
  'kbd',
  'q',
  'samp',
  'var',
  's',
  'strike',
  'summary',
  'details',
  'caption',
  'figure',
  'figcaption',
  'abbr',
  'cite',
  'dfn',
  'mark',
  'small',
  'time',
  'wbr',
];
const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'align',
  'colspan',
  'rowspan',
  'start',
  'class',
];

/** Markdown (and the HTML it may hold) as sanitised HTML. */
export function markdownToSafeHtml(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

export function SafeMarkdown({ source }: { source: string }): ReactElement {
  const html = useMemo(() => markdownToSafeHtml(source), [source]);
  // Sanitised above: the only HTML that reaches the page is DOMPurify's output.
  return <div className="loupe-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

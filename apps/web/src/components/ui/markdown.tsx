import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const REMARK_PLUGINS = [remarkGfm];

// Headings start at h2: the page title is the only h1.
const components: Components = {
  h1: ({ children }) => <h2 className="mt-8 text-2xl font-semibold">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-8 text-2xl font-semibold">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-6 text-xl font-semibold">{children}</h3>,
  p: ({ children }) => <p className="mt-4 leading-7">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6">{children}</ol>,
  a: ({ href, children }) => {
    const external = !!href && /^https?:/i.test(href);
    return (
      <a
        href={href}
        className="font-semibold text-brand underline underline-offset-2"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  },
  img: ({ src, alt }) => (
    <img
      src={typeof src === 'string' ? src : undefined}
      alt={alt ?? ''}
      loading="lazy"
      className="mt-4 h-auto max-w-full rounded-lg"
    />
  ),
  // A wide table scrolls sideways inside its own box (a phone shows the page, not the table, at
  // full width); the box takes the keyboard focus so it can be scrolled without a pointer.
  table: ({ children }) => (
    <div role="region" aria-label="Table" tabIndex={0} className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children, style }) => (
    <th
      style={style}
      className="border-b-2 border-neutral-300 bg-neutral-50 px-3 py-2 align-bottom font-semibold"
    >
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="border-b border-neutral-200 px-3 py-2 align-top">
      {children}
    </td>
  ),
  blockquote: ({ children }) => (
    <blockquote className="mt-4 border-l-4 border-brand pl-4 text-neutral-700">
      {children}
    </blockquote>
  ),
};

/**
 * The company's Markdown, GitHub-flavoured (tables, strikethrough, task lists, autolinks,
 * footnotes: remark-gfm), rendered safely: raw HTML in it is not rendered (no rehype-raw) and
 * react-markdown drops unsafe link protocols such as javascript:.
 */
export function MarkdownBody({ source }: { source: string }) {
  return (
    <div className="text-neutral-800">
      <Markdown skipHtml remarkPlugins={REMARK_PLUGINS} components={components}>
        {source}
      </Markdown>
    </div>
  );
}

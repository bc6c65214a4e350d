import { cn } from '@/lib/cn';

/** Typography for rendered Markdown (headings, lists, links, code, quotes, tables). */
export const proseClasses = cn(
  'max-w-none text-base leading-7 text-ink-800',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-ink-950',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-ink-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-brand-800',
  '[&_strong]:font-semibold [&_strong]:text-ink-900',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-ink-700 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-ink-900 [&_pre]:p-4 [&_pre]:text-ink-50 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-sm [&_td]:border-t [&_td]:border-ink-100 [&_td]:p-2 [&_th]:p-2 [&_th]:text-left',
  '[&_hr]:my-8 [&_hr]:border-ink-100 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&>*:first-child]:mt-0',
);

/**
 * HTML the api made from Markdown and sanitised on the server (sanitize-html: no scripts, no event
 * handlers, only safe tags, attributes and URL schemes; see the content module). That server-side
 * sanitising is why, and the only case where, this app sets HTML directly: never pass anything else.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  // Only api-sanitised HTML reaches here (see above).
  return <div className={cn(proseClasses, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

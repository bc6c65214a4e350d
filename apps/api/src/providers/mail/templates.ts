import { SITE_NAME } from '@launchpad/shared';
import { escapeHtml } from '../../lib/html';
import type { TMailMessage } from './mail.provider';

type TBlock =
  { kind: 'p'; text: string } | { kind: 'button'; label: string; href: string } | { kind: 'code'; code: string };

/** One branded layout for every message: HTML for mail clients, and a plain-text twin. */
export function composeMail(to: string, subject: string, heading: string, blocks: TBlock[]): TMailMessage {
  const htmlBlocks = blocks
    .map((block) => {
      if (block.kind === 'p')
        return `<p style="margin:0 0 16px;line-height:1.6;color:#334155">${escapeHtml(block.text)}</p>`;
      if (block.kind === 'code')
        return `<p style="margin:0 0 16px;font-size:28px;letter-spacing:8px;font-weight:700;color:#0f172a;font-family:ui-monospace,Menlo,monospace">${escapeHtml(block.code)}</p>`;
      return `<p style="margin:0 0 24px"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-weight:800;font-size:18px;color:#4f46e5">${SITE_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(heading)}</h1>
${htmlBlocks}
<p style="margin:24px 0 0;font-size:12px;color:#94a3b8">You received this because of an action on your ${SITE_NAME} account. If it was not you, you can ignore this message.</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    SITE_NAME,
    '',
    heading,
    '',
    ...blocks.map((block) =>
      block.kind === 'p' ? block.text : block.kind === 'code' ? `Code: ${block.code}` : `${block.label}: ${block.href}`,
    ),
    '',
    `You received this because of an action on your ${SITE_NAME} account. If it was not you, you can ignore this message.`,
  ].join('\n');
  return { to, subject, html, text };
}

export type TBlockList = TBlock[];

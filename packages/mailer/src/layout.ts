import { escapeHtml, safeUrl } from './safety';

/** The brand's colours: espresso, crema, caramel. */
export const BRAND = {
  name: 'Brew Haven',
  espresso: '#3b2417',
  crema: '#f6efe6',
  paper: '#ffffff',
  caramel: '#b8733a',
  ink: '#2b1d14',
  muted: '#7a6555',
  font: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

export interface LayoutOptions {
  /** The mail's heading (plain text, escaped here). */
  title: string;
  /** The line an inbox shows after the subject (plain text). */
  preheader?: string;
  /** The body as HTML: user text in it must already be escaped (escapeHtml). */
  bodyHtml: string;
  bodyText: string;
  footerHtml?: string;
  footerText?: string;
  /** The shop's public origin, e.g. https://brewhaven.example. */
  publicUrl: string;
}

/**
 * The one Brew Haven mail: a single 600 px column (100 % wide below that, so it reads at
 * 375 px), tables and inline styles only, as mail clients need; the text part mirrors it.
 */
export function renderLayout(o: LayoutOptions): { html: string; text: string } {
  const home = safeUrl(o.publicUrl);
  const title = escapeHtml(o.title);
  const preheader = o.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(o.preheader)}</div>`
    : '';
  const footer = o.footerHtml ? `${o.footerHtml}<br><br>` : '';
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background:${BRAND.crema};">
${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${BRAND.crema};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${BRAND.paper};border-radius:8px;overflow:hidden;font-family:${BRAND.font};color:${BRAND.ink};">
<tr><td style="background:${BRAND.espresso};padding:20px 24px;">
<a href="${escapeHtml(home)}" style="color:${BRAND.crema};text-decoration:none;font-size:22px;font-weight:bold;letter-spacing:0.5px;">&#9749; ${BRAND.name}</a>
</td></tr>
<tr><td style="padding:28px 24px 8px 24px;">
<h1 style="margin:0 0 16px 0;font-size:22px;line-height:1.3;color:${BRAND.espresso};">${title}</h1>
<div style="font-size:16px;line-height:1.6;">${o.bodyHtml}</div>
</td></tr>
<tr><td style="padding:20px 24px 28px 24px;border-top:1px solid ${BRAND.crema};font-size:13px;line-height:1.5;color:${BRAND.muted};">
${footer}${BRAND.name} &middot; <a href="${escapeHtml(home)}" style="color:${BRAND.caramel};">${escapeHtml(displayHost(home))}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    BRAND.name.toUpperCase(),
    '',
    o.title,
    '='.repeat(Math.min(o.title.length, 60)),
    '',
    o.bodyText.trim(),
    '',
    '--',
    ...(o.footerText ? [o.footerText.trim(), ''] : []),
    `${BRAND.name} · ${home}`,
    '',
  ].join('\n');
  return { html, text };
}

/** A call-to-action button (HTML) that survives clients without CSS support. */
export function button(url: string, label: string): string {
  const href = escapeHtml(safeUrl(url));
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;"><tr><td style="border-radius:6px;background:${BRAND.caramel};"><a href="${href}" style="display:inline-block;padding:12px 24px;font-family:${BRAND.font};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></td></tr></table>`;
}

function displayHost(url: string): string {
  return new URL(url).host;
}

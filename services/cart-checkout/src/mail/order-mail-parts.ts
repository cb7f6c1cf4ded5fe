import {
  promotionLabelOf,
  formatCents,
  lineName,
  roastedOnText,
  SAMPLE_SIZE,
  SHIPPING_METHODS,
} from '@coffee/contracts';
import type { OrderItemRecord, PlacedOrderRecord } from '../domain/order';
import { BRAND, escapeHtml, safeHeaderValue } from './outbox';

/** What an order mail is made from: the order as it is after the change, and its lines. */
export interface MailOrder {
  order: PlacedOrderRecord;
  items: OrderItemRecord[];
}

export const money = (cents: number) => `$${formatCents(cents)}`;

/** The greeting's name: the first name the order was shipped to (escaped where HTML is made). */
export const firstNameOf = ({ order }: MailOrder) => order.shippingAddress.firstName.trim();

/** The To header's display name: no CR/LF or control characters can reach the header. */
export const displayNameOf = ({ order }: MailOrder) =>
  safeHeaderValue(`${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`)
    .trim()
    .slice(0, 120);

/** A link inside a sentence, in the brand's colour (mail clients default to blue). */
export const inlineLink = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="color:${BRAND.caramel};">${escapeHtml(label)}</a>`;

const cell = 'padding:6px 0;border-bottom:1px solid #eee;vertical-align:top;';
const right = `${cell}text-align:right;white-space:nowrap;padding-left:12px;`;

/** "Ethiopia Yirgacheffe, 2 lb, pour-over"; an order from before variants keeps "Name (12 oz)". */
export function lineLabel(item: OrderItemRecord) {
  if (item.variantLabel) return lineName(item.name, item.variantLabel);
  return item.unitSize ? `${item.name} (${item.unitSize})` : item.name;
}

/** " (member price; regular $20.00)" after a line charged at its member price. */
const memberNote = (item: OrderItemRecord): string =>
  item.listPriceCents === null
    ? ''
    : ` (Direct+ price; regular ${money(item.listPriceCents * item.quantity)})`;

/** A Direct+ order's free sample (issue 30, item 4): "Free sample: Kenya AA, 2 oz"; null if none. */
const sampleLabel = ({ order }: MailOrder): string | null =>
  order.sample ? `Free sample: ${order.sample.name}, ${SAMPLE_SIZE}` : null;

/** The sample's row of the receipt's table: free, so no amount is added to any total. */
const sampleRowHtml = (m: MailOrder): string[] => {
  const label = sampleLabel(m);
  return label
    ? [
        `<tr><td style="${cell}">${escapeHtml(label)} &times; 1</td><td style="${right}">Free</td></tr>`,
      ]
    : [];
};

/** The lines and totals as an HTML table (one column of text, one of amounts: fits 375 px). */
export function linesHtml({ order, items }: MailOrder): string {
  const rows = items.map(
    (item) =>
      `<tr><td style="${cell}">${escapeHtml(lineLabel(item))} &times; ${item.quantity}${escapeHtml(memberNote(item))}</td>` +
      `<td style="${right}">${money(item.priceCents * item.quantity)}</td></tr>`,
  );
  const total = (label: string, cents: number, strong = false, amount = money(cents)) =>
    `<tr><td style="padding:4px 0;${strong ? 'font-weight:bold;' : `color:${BRAND.muted};`}">${label}</td>` +
    `<td style="padding:4px 0 4px 12px;text-align:right;white-space:nowrap;${strong ? 'font-weight:bold;' : ''}">${amount}</td></tr>`;
  return [
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px 0;font-size:15px;">',
    ...rows,
    ...sampleRowHtml({ order, items }),
    total('Subtotal', order.subtotalCents),
    ...(order.memberSavingsCents > 0
      ? [total('Direct+ savings included', order.memberSavingsCents)]
      : []),
    ...(order.discountCents > 0 && order.promotion
      ? [
          total(
            escapeHtml(promotionLabelOf(order.promotion)),
            order.discountCents,
            false,
            `-${money(order.discountCents)}`,
          ),
        ]
      : []),
    total(SHIPPING_METHODS[order.shippingMethod].label, order.shippingCents),
    total('Tax', order.taxCents),
    total('Total', order.totalCents, true),
    '</table>',
  ].join('\n');
}

export function linesText({ order, items }: MailOrder): string {
  return [
    ...items.map(
      (item) =>
        `- ${lineLabel(item)} x ${item.quantity}: ${money(item.priceCents * item.quantity)}${memberNote(item)}`,
    ),
    ...(order.sample ? [`- ${sampleLabel({ order, items })} x 1: Free`] : []),
    '',
    `Subtotal: ${money(order.subtotalCents)}`,
    ...(order.memberSavingsCents > 0
      ? [`Direct+ savings included: ${money(order.memberSavingsCents)}`]
      : []),
    ...(order.discountCents > 0 && order.promotion
      ? [`${promotionLabelOf(order.promotion)}: -${money(order.discountCents)}`]
      : []),
    `${SHIPPING_METHODS[order.shippingMethod].label}: ${money(order.shippingCents)}`,
    `Tax: ${money(order.taxCents)}`,
    `Total: ${money(order.totalCents)}`,
  ].join('\n');
}

/** A shipped coffee line's roast day, after its name: " (Roasted on Nov 30, 2026)". */
const roastNote = (item: OrderItemRecord): string =>
  item.roastedOn ? ` (${roastedOnText(item.roastedOn)})` : '';

/** The lines without amounts (shipped, refunded): what the mail is about, one per row. */
export function itemsHtml(m: MailOrder): string {
  const rows = m.items.map(
    (item) =>
      `<li style="margin:0 0 4px 0;">${escapeHtml(lineLabel(item))} &times; ${item.quantity}${escapeHtml(roastNote(item))}</li>`,
  );
  const sample = sampleLabel(m);
  if (sample) rows.push(`<li style="margin:0 0 4px 0;">${escapeHtml(sample)} &times; 1</li>`);
  return `<ul style="margin:0 0 16px 0;padding-left:20px;">${rows.join('')}</ul>`;
}

export const itemsText = (m: MailOrder): string =>
  [
    ...m.items.map((item) => `- ${lineLabel(item)} x ${item.quantity}${roastNote(item)}`),
    ...(m.order.sample ? [`- ${sampleLabel(m)} x 1`] : []),
  ].join('\n');

function addressLines({ order }: MailOrder): string[] {
  const a = order.shippingAddress;
  return [
    `${a.firstName} ${a.lastName}`,
    a.address,
    `${a.city}, ${a.state} ${a.zipCode}`,
    ...(a.phone ? [a.phone] : []),
  ];
}

export const addressHtml = (m: MailOrder) =>
  `<p style="margin:0 0 16px 0;"><strong>Shipping to</strong><br>${addressLines(m)
    .map(escapeHtml)
    .join('<br>')}</p>`;

export const addressText = (m: MailOrder) => ['Shipping to:', ...addressLines(m)].join('\n');

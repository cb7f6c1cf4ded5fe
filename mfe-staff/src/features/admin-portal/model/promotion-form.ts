import { z } from 'zod/mini';
import {
  formatCents,
  promotionInputSchema,
  type NewPromotion,
  type ProductCategory,
  type PromotionInput,
  type PromotionKind,
} from '@coffee/contracts';
import { releaseAtInput as instantOf } from './product-form';

/** The form's fields, each held as the text a control shows (checkboxes as 'true'/'false'). */
export const promotionFormFields = [
  'name',
  'code',
  'kind',
  'percentOff',
  'amountOff',
  /** The ticked category slugs, comma-joined. */
  'categories',
  /** Product ids as typed: a comma (or space) separated list. */
  'productIds',
  'membersOnly',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
] as const;
export type PromotionFormField = (typeof promotionFormFields)[number];
export type PromotionFormValues = Record<PromotionFormField, string>;

export const PROMOTION_KIND_LABELS: Readonly<Record<PromotionKind, string>> = {
  percent: 'Percent off',
  fixed: 'Fixed amount off',
  'free-shipping': 'Free shipping',
};

export const emptyPromotionForm: PromotionFormValues = {
  name: '',
  code: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  categories: '',
  productIds: '',
  membersOnly: 'false',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
};

const orNull = (v: string) => (v.trim() ? v.trim() : null);
const listOf = (v: string) => v.split(/[\s,]+/).filter(Boolean);
/** A whole number typed, or NaN, which the contract's own message then names. */
const wholeNumber = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);
const optionalCount = (v: string) => (v.trim() ? wholeNumber(v) : null);

/** The ticked categories as the form holds them, and a tick changed. */
export const categoriesOf = (values: PromotionFormValues): string[] => listOf(values.categories);
export const withCategory = (values: PromotionFormValues, slug: string, on: boolean): string =>
  [...categoriesOf(values).filter((c) => c !== slug), ...(on ? [slug] : [])].join(',');

/**
 * What the admin typed, as the contract reads it. A field the chosen kind does not use is sent
 * as null, so a percent typed before switching to free shipping is not kept. An empty percent
 * is NaN rather than null: the contract then names it at once, not only after every other
 * field is right (its "percent needs a percent" rule runs last).
 */
export function toPromotionInput(v: PromotionFormValues): PromotionInput {
  const kind = v.kind as PromotionKind;
  return {
    name: v.name,
    code: orNull(v.code),
    kind,
    percentOff: kind === 'percent' ? wholeNumber(v.percentOff) : null,
    amountOff: kind === 'fixed' ? orNull(v.amountOff) : null,
    scope: { categories: categoriesOf(v) as ProductCategory[], productIds: listOf(v.productIds) },
    membersOnly: v.membersOnly === 'true',
    ...(v.minSubtotal.trim() ? { minSubtotal: v.minSubtotal.trim() } : {}),
    startsAt: instantOf(v.startsAt),
    endsAt: instantOf(v.endsAt),
    maxUses: optionalCount(v.maxUses),
    maxUsesPerCustomer: optionalCount(v.maxUsesPerCustomer),
  };
}

/** The contract's own rules and messages, read from the form's texts. */
export const promotionFormSchema = z.pipe(
  z.pipe(
    z.object(
      Object.fromEntries(promotionFormFields.map((f) => [f, z.string()])) as {
        [K in PromotionFormField]: z.ZodMiniString<string>;
      },
    ),
    z.transform(toPromotionInput),
  ),
  promotionInputSchema,
);

/**
 * The body to post: what the contract made of the form (the code upper-cased, the name
 * trimmed, the scope filled in), with its amounts back as decimal text. The service parses the
 * body again, and cents read as dollars would be a hundred times too much.
 */
export function promotionBody(parsed: NewPromotion): PromotionInput {
  return {
    ...parsed,
    amountOff: parsed.amountOff === null ? null : formatCents(parsed.amountOff),
    minSubtotal: formatCents(parsed.minSubtotal),
  };
}

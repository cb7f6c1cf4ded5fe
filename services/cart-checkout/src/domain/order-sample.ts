import { formatCents, SAMPLE_SIZE, type OrderSample } from '@coffee/contracts';

/** A Direct+ order's free sample as the order keeps it (issue 30, item 4; free-sample.ts). */
export interface OrderSampleRecord {
  productId: string;
  /** The coffee's name when the order was placed. */
  name: string;
  /** What the sample was worth then (SAMPLE_VALUE_CENTS): the member savings count it. */
  valueCents: number;
}

/** The order answer's `sample`: null when the order has none. */
export const toOrderSample = (sample: OrderSampleRecord | null | undefined): OrderSample | null =>
  sample
    ? {
        productId: sample.productId,
        name: sample.name,
        size: SAMPLE_SIZE,
        value: formatCents(sample.valueCents),
      }
    : null;

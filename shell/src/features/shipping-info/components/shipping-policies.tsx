import { Accordion, type AccordionItem, Link } from '@coffee/ui';
import { PEAK_PROCESSING_TIME, PROCESSING_TIME } from '../shipping-methods';

const policies: AccordionItem[] = [
  {
    id: 'returns',
    title: 'Returns & refunds',
    content: (
      <>
        <p>
          You can return unused or faulty equipment within <strong>30 days</strong> of delivery;
          Direct+ members at delivery have <strong>60 days</strong>. Coffee has a taste guarantee: a
          refund or a fresh bag, with nothing to send back.
        </p>
        <p>
          To start a return, open the order in <Link to="/orders">Your Orders</Link> and choose
          &ldquo;Request a return&rdquo;. Refunds go back to your original payment method once the
          return reaches us. <Link to="/returns">How returns work</Link>
        </p>
      </>
    ),
  },
  {
    id: 'damaged-items',
    title: 'Damaged, defective or incorrect items',
    content: (
      <p>
        If something arrives damaged, defective or isn&apos;t what you ordered, tell us within 7
        days of delivery and include a photo of the item and its packaging. We&apos;ll send a
        replacement or a full refund, including shipping, at no cost to you. There&apos;s no need to
        send damaged coffee back.
      </p>
    ),
  },
  {
    id: 'address-changes',
    title: 'Address changes & cancellations',
    content: (
      <p>
        Please check your shipping address at checkout. We can change the address or cancel an order
        until it leaves our warehouse, so contact us as soon as possible with your order number.
        Once a package is with the carrier we can no longer redirect it; you can return it after it
        arrives.
      </p>
    ),
  },
  {
    id: 'tracking',
    title: 'Order tracking',
    content: (
      <p>
        As soon as your order ships, we email you a tracking number and a link to follow the
        package. Tracking can take up to 24 hours to show the first scan. If it hasn&apos;t changed
        for 3 business days, or says delivered but you can&apos;t find the package, contact us and
        we&apos;ll open a claim with the carrier.
      </p>
    ),
  },
  {
    id: 'international',
    title: 'International shipping, duties & taxes',
    content: (
      <>
        <p>
          International orders arrive in 7-14 business days. The shipping rate depends on the
          destination and weight of your order and is shown at checkout; Direct+ members pay reduced
          rates.
        </p>
        <p>
          Customs duties, import taxes and brokerage fees are set by the destination country, are
          not included in our prices and are paid by the recipient on delivery. Customs checks can
          add to the delivery time.
        </p>
      </>
    ),
  },
  {
    id: 'po-boxes',
    title: 'P.O. boxes & military addresses',
    content: (
      <p>
        Standard shipping can be delivered to P.O. boxes and APO/FPO/DPO addresses. Expedited and
        overnight delivery need a street address.
      </p>
    ),
  },
  {
    id: 'peak-seasons',
    title: 'Holidays & peak seasons',
    content: (
      <p>
        We process orders within {PROCESSING_TIME}; during holidays and large sales it can take{' '}
        {PEAK_PROCESSING_TIME}. Orders placed on weekends or public holidays are processed on the
        next business day, and carrier delivery estimates count business days only.
      </p>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Subscription shipments',
    content: (
      <p>
        Subscription orders ship automatically on your schedule. To skip a delivery, change the
        address or cancel, let us know at least 3 business days before the next shipment date.
      </p>
    ),
  },
];

export function ShippingPolicies() {
  return <Accordion items={policies} />;
}

import { BRAND_NAME, Link } from '@coffee/ui';
import { COMPANY } from '../../../shared/company-details';
import type { LegalSection } from '../legal-section';
import { ContactBlock } from './contact-block';

export const termsIntro = (
  <p>
    These Terms of Service (&ldquo;Terms&rdquo;) are an agreement between you and{' '}
    {COMPANY.legalName} (&ldquo;{BRAND_NAME}&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) about your
    use of our online shop, your account, your purchases and your Direct+ membership. Please read
    them carefully. Our <Link to="/privacy-policy">Privacy Policy</Link> explains how we handle your
    personal information.
  </p>
);

export const termsSections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    content: (
      <p>
        By using the shop, creating an account or placing an order, you agree to these Terms. If you
        do not agree, please do not use the shop.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your Account',
    content: (
      <ul>
        <li>
          You must be at least 18 years old, or the age of majority where you live, to create an
          account or place an order.
        </li>
        <li>Give us accurate information and keep it up to date.</li>
        <li>
          Keep your password secret. You are responsible for activity in your account; do not use
          &lsquo;Keep me signed in&rsquo; on a shared device, and tell us at once if you think
          someone else has used your account.
        </li>
        <li>We may suspend or close accounts that break these Terms or are used for fraud.</li>
      </ul>
    ),
  },
  {
    id: 'orders-and-pricing',
    title: 'Orders, Prices and Payment',
    content: (
      <>
        <p>
          All prices are in US dollars. Sales tax and shipping are shown at checkout before you
          place your order. Placing an order is an offer to buy; we accept it when we ship it. We
          may decline or cancel an order, for example if an item is out of stock, a price was shown
          in error or we suspect fraud. If we cancel an order you have paid for, we refund you in
          full.
        </p>
        <p>
          We accept major credit and debit cards and PayPal. You confirm that you are authorized to
          use the payment method you choose.
        </p>
      </>
    ),
  },
  {
    id: 'shipping',
    title: 'Shipping and Delivery',
    content: (
      <p>
        Our shipping methods, rates and delivery times are described on our{' '}
        <Link to="/shipping-info">Shipping Information</Link> page. Delivery times are estimates
        that start when your order ships, and carriers may be delayed by weather or other events
        outside our control.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and Refunds',
    content: (
      <p>
        You may return unopened coffee and unused equipment in its original packaging within 30 days
        of delivery, or within 60 days if you are a Direct+ member. If an item arrives damaged,
        defective or incorrect, tell us within 7 days of delivery and we will replace it or refund
        it at no cost to you. Refunds are made to your original payment method.
      </p>
    ),
  },
  {
    id: 'direct-plus-membership',
    title: 'Direct+ Membership',
    content: (
      <>
        <p>
          Direct+ is a paid membership. The fee, billing period and benefits are those shown on our
          membership pages when you join, and the benefits apply while your membership is active.
        </p>
        <ul>
          <li>
            <strong>Automatic renewal.</strong> Your membership renews automatically at the end of
            each term, and we charge the membership fee to your payment method, until you cancel.
          </li>
          <li>
            <strong>Cancellation.</strong> You can cancel anytime by contacting us. Cancellation
            takes effect at the end of your current term, and you keep your benefits until then.
          </li>
          <li>
            <strong>30-day money-back guarantee.</strong> If you cancel within 30 days of your first
            membership payment, we refund that payment in full.
          </li>
          <li>
            <strong>Subscriptions.</strong> Changes to a recurring coffee subscription, including
            skipping or cancelling a delivery, must reach us at least 3 business days before the
            next shipment.
          </li>
          <li>
            <strong>Changes.</strong> If we change the membership fee or benefits, we will tell you
            at least 30 days before your next renewal, and you may cancel before the change applies
            to you.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'promotions',
    title: 'Promotions and Member Offers',
    content: (
      <p>
        Promotions, discounts and member offers are subject to the conditions stated with them,
        cannot be exchanged for cash and, unless stated otherwise, cannot be combined. Offers may
        end or change without notice, but an order already placed keeps the offer it was placed
        with.
      </p>
    ),
  },
  {
    id: 'products',
    title: 'Product Information',
    content: (
      <p>
        We describe and photograph our products as accurately as we can. Coffee is a natural
        product, so flavor, color and aroma vary from harvest to harvest and roast to roast. Coffee
        contains caffeine; please check product details if you are sensitive to caffeine. Equipment
        is covered by its manufacturer&apos;s warranty as described on the product page.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    content: (
      <>
        <p>When you use the shop, you agree not to:</p>
        <ul>
          <li>break the law or infringe anyone&apos;s rights;</li>
          <li>place fraudulent orders or use a payment method you are not authorized to use;</li>
          <li>
            try to gain access to accounts, systems or data that are not yours, or disrupt the shop;
          </li>
          <li>
            collect content or data from the shop with automated tools without our written
            permission;
          </li>
          <li>post reviews or messages that are false, abusive or unlawful.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property and Your Content',
    content: (
      <p>
        The {BRAND_NAME} name, logo, website design, text and photographs belong to us or our
        licensors and may not be used without our permission. When you post a review or send us
        feedback, you give us a non-exclusive, royalty-free license to use, display and adapt it in
        connection with the shop. You remain the owner of what you write.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and Limitation of Liability',
    content: (
      <>
        <p>
          We work hard to keep the shop available and accurate, but we provide it &ldquo;as
          is&rdquo; and cannot promise it will always be uninterrupted or error-free. To the extent
          the law allows, we are not liable for indirect or consequential losses, and our total
          liability for any claim about an order is limited to the amount you paid for that order.
        </p>
        <p>
          Nothing in these Terms limits rights you have as a consumer that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Disputes',
    content: (
      <p>
        These Terms are governed by the laws of the State of {COMPANY.governingState}, without
        regard to its conflict-of-laws rules. If you have a concern, please contact us first: most
        problems can be solved quickly, and we will try to resolve yours within 30 days. Any dispute
        that we cannot resolve together will be decided by the state or federal courts located in{' '}
        {COMPANY.governingState}, unless the law of the place where you live gives you the right to
        bring the claim there.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    content: (
      <p>
        We may update these Terms from time to time. The new version applies from the date shown at
        the top of this page; orders you placed before then stay under the Terms that applied when
        you placed them. If a change is significant, we will tell you by email.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    content: (
      <>
        <p>
          Questions about these Terms? Contact us below, or use our{' '}
          <Link to="/contact-us">contact form</Link>.
        </p>
        <ContactBlock email={COMPANY.legalEmail} attention="Legal" />
      </>
    ),
  },
];

import { BRAND_NAME, Link } from '@coffee/ui';
import { COMPANY } from '../../../shared/company-details';
import type { LegalSection } from '../legal-section';
import { ContactBlock } from './contact-block';

export const privacyIntro = (
  <p>
    This Privacy Policy explains what personal information {COMPANY.legalName} (&ldquo;{BRAND_NAME}
    &rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) collects when you visit our online shop, create an
    account, place an order or join Direct+, how we use it, who we share it with and the choices you
    have. It applies to our website and to the messages you send us through it.
  </p>
);

export const privacySections: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    content: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your username, name, email address and password (which
            we store only as a secure, one-way hash), and, if you add them, your phone number and
            address.
          </li>
          <li>
            <strong>Orders:</strong> the products you buy, your shipping and billing addresses, the
            shipping method you choose and your order history.
          </li>
          <li>
            <strong>Direct+ membership:</strong> your membership number, membership status and
            renewal date.
          </li>
          <li>
            <strong>Messages:</strong> what you tell us through the contact form, the support chat
            or email, such as your name, email address, phone number, order number and question.
          </li>
          <li>
            <strong>Reviews and preferences:</strong> product reviews you write and, if you
            subscribe, the email address you give us for our newsletter.
          </li>
        </ul>
        <h3>Payment information</h3>
        <p>
          Card payments are processed by our payment provider. Your full card number goes directly
          to them and never touches our servers; we receive only what we need to manage the payment,
          such as the card type, the last four digits and whether the payment succeeded.
        </p>
        <h3>Information collected automatically</h3>
        <p>
          When you use the shop, our servers record technical information such as your IP address,
          browser and device type, the pages you request and the time of each request. We use
          cookies as described in <Link to={{ hash: 'cookies' }}>Cookies</Link> below.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    content: (
      <ul>
        <li>To process, ship and support your orders, including returns and refunds.</li>
        <li>To create and manage your account and your Direct+ membership and its benefits.</li>
        <li>To answer your questions and provide customer support.</li>
        <li>
          To keep the shop and your account secure, for example by limiting repeated failed sign-in
          attempts and detecting fraudulent orders.
        </li>
        <li>
          To understand how the shop is used and improve it, where you have allowed analytics
          cookies.
        </li>
        <li>
          To send you news and offers if you subscribed or are a customer, always with a way to
          unsubscribe. You can opt out at any time.
        </li>
        <li>
          To meet our legal, tax and accounting obligations and to enforce our Terms of Service.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <>
        <p>
          Cookies are small files stored by your browser. We group the cookies we use into four
          kinds:
        </p>
        <ul>
          <li>
            <strong>Strictly necessary</strong> cookies keep you signed in and protect your account
            and forms. The shop cannot work without them, so they are always on.
          </li>
          <li>
            <strong>Functional</strong> cookies remember choices you make, such as your delivery
            location.
          </li>
          <li>
            <strong>Analytics</strong> cookies help us understand, in aggregate, how visitors use
            the shop.
          </li>
          <li>
            <strong>Marketing</strong> cookies let us and our advertising partners show you relevant
            offers on other sites. They are off unless you turn them on.
          </li>
        </ul>
        <p>
          You can review your choices on our{' '}
          <Link to="/cookie-preferences">Cookie Preferences</Link> page, and you can also block or
          delete cookies in your browser settings.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How We Share Your Information',
    content: (
      <>
        <p>
          <strong>We do not sell your personal information.</strong> We share it only as follows:
        </p>
        <ul>
          <li>
            With service providers who work for us under contract and may use it only to provide
            their service: our payment provider, shipping carriers, hosting and email providers.
          </li>
          <li>
            With shipping carriers and customs authorities, the details needed to deliver your
            order.
          </li>
          <li>
            When the law requires it, or to protect the rights, property or safety of our customers,
            our staff or the public.
          </li>
          <li>
            With a buyer or successor if our business is sold or merged, in which case this policy
            continues to protect your data.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'How Long We Keep Your Information',
    content: (
      <p>
        We keep your account information while your account is open. Order and payment records are
        kept for as long as tax and accounting laws require, typically seven years. Support messages
        are kept for two years after your question is resolved. When we no longer need information,
        we delete or anonymize it.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How We Protect Your Information',
    content: (
      <p>
        The shop is served only over encrypted connections (HTTPS). Passwords are stored as slow,
        salted hashes; your sign-in session is kept in a cookie that scripts on the page cannot
        read; and only staff who need your information to do their job can see it. No system is
        perfectly secure, so please use a unique password and sign out on shared devices.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    content: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>know what personal information we hold about you and get a copy of it;</li>
          <li>correct information that is wrong or incomplete;</li>
          <li>ask us to delete your information, unless we must keep it by law;</li>
          <li>opt out of marketing emails, using the unsubscribe link in any of them;</li>
          <li>withdraw consent to optional cookies on our Cookie Preferences page.</li>
        </ul>
        <p>
          Residents of California and other US states with privacy laws have these rights under
          those laws. To use any of them, email{' '}
          <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>. We will confirm
          your identity, answer within 30 days, and never treat you differently for exercising your
          rights.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    content: (
      <p>
        Our shop is meant for adults. We do not knowingly collect personal information from children
        under 13. If you believe a child has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'international-visitors',
    title: 'International Visitors',
    content: (
      <p>
        We are based in the United States and store your information there. If you use the shop from
        another country, your information is transferred to and processed in the United States.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    content: (
      <p>
        We may update this policy from time to time. We will post the new version on this page with
        a new date and, if the changes are significant, tell you by email before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    content: (
      <>
        <p>
          If you have questions about this policy or your personal information, contact our privacy
          team:
        </p>
        <ContactBlock email={COMPANY.privacyEmail} attention="Privacy" />
      </>
    ),
  },
];

import { BRAND_NAME, Link } from '@coffee/ui';
import { COMPANY } from '../../../shared/company-details';
import { LEGAL_DOCUMENTS_DATE } from '../legal-dates';
import type { LegalSection } from '../legal-section';
import { ContactBlock } from './contact-block';

export const accessibilityIntro = (
  <p>
    {BRAND_NAME} wants everyone to be able to find, choose and order great coffee, including people
    who use assistive technology. This statement describes what we do to make our online shop
    accessible, where we know it still falls short and how to reach us if something gets in your
    way.
  </p>
);

export const accessibilitySections: LegalSection[] = [
  {
    id: 'standard',
    title: 'Our Standard',
    content: (
      <p>
        We design, build and test the shop to meet the Web Content Accessibility Guidelines (WCAG)
        2.1 at Level AA, published by the World Wide Web Consortium. Accessibility is part of how we
        review every new page and feature, not a separate project.
      </p>
    ),
  },
  {
    id: 'measures',
    title: 'What We Do',
    content: (
      <ul>
        <li>
          Every page has a clear title, a logical heading structure and landmarks, so screen-reader
          users can move around quickly.
        </li>
        <li>
          Everything works with a keyboard alone, with a visible focus indicator on links, buttons
          and form fields.
        </li>
        <li>
          Form fields have visible labels, and error messages are announced and linked to the field
          they are about.
        </li>
        <li>
          Text and controls meet WCAG AA color contrast, and no information is given by color alone.
        </li>
        <li>Images that carry information have text alternatives.</li>
        <li>
          Pages reflow to a single column on small screens and stay usable when text is enlarged to
          200%.
        </li>
        <li>Animations are reduced when your device asks for reduced motion.</li>
        <li>
          The support chat can be opened and closed from the keyboard, and the Escape key closes it.
        </li>
      </ul>
    ),
  },
  {
    id: 'compatibility',
    title: 'Compatibility',
    content: (
      <p>
        The shop is designed to work with the current versions of Chrome, Edge, Firefox and Safari,
        and with common assistive technologies such as NVDA and JAWS on Windows, VoiceOver on macOS
        and iOS, and TalkBack on Android.
      </p>
    ),
  },
  {
    id: 'known-limitations',
    title: 'Known Limitations',
    content: (
      <>
        <p>Despite our efforts, some parts of the shop may not yet be fully accessible:</p>
        <ul>
          <li>
            The card payment form is provided by our payment provider. We chose a provider that
            supports assistive technology, but we do not control its design.
          </li>
          <li>
            The short celebration animation on the order and Direct+ confirmation pages plays for
            about 7 seconds and has no pause control. It is decorative and carries no information.
          </li>
        </ul>
        <p>
          If you meet one of these, or any other barrier, please tell us, and we will help you
          complete what you were doing.
        </p>
      </>
    ),
  },
  {
    id: 'feedback',
    title: 'Feedback and Contact',
    content: (
      <>
        <p>
          We welcome your feedback on the accessibility of {BRAND_NAME}. We respond to accessibility
          feedback within 2 business days. You can reach us by email, by phone during support hours,
          through our <Link to="/contact-us">contact form</Link> or by post:
        </p>
        <ContactBlock email={COMPANY.accessibilityEmail} attention="Accessibility" />
        <p>
          Please tell us the page you were on, what you were trying to do and, if you like, the
          browser and assistive technology you use.
        </p>
      </>
    ),
  },
  {
    id: 'ordering-assistance',
    title: 'Help With Ordering',
    content: (
      <p>
        If you have trouble ordering online, call us at{' '}
        <a href={COMPANY.phoneHref}>{COMPANY.phoneDisplay}</a> during support hours. We will help
        you find products and place your order by phone, at the same prices and with the same offers
        as on the website.
      </p>
    ),
  },
  {
    id: 'statement-date',
    title: 'About This Statement',
    content: (
      <p>
        This statement was prepared on {LEGAL_DOCUMENTS_DATE}, based on our own review of the shop
        against WCAG 2.1 Level AA. We review it whenever we make significant changes to the shop.
      </p>
    ),
  },
];

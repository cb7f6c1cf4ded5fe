/** A help article (spec: FAQ item id, question, answer). Answers are plain text so search can read them. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  /** Also the section's element id: category cards link to /help-center#<id>. */
  id: string;
  title: string;
  description: string;
  items: FaqItem[];
}

export const faqCategories: FaqCategory[] = [
  {
    id: 'orders-shipping',
    title: 'Orders & Shipping',
    description: 'Tracking, delivery times, shipping costs and changes to an order.',
    items: [
      {
        id: 'faq-track-order',
        question: 'How can I track my order?',
        answer:
          "As soon as your order ships, we email you a tracking number and a link to follow your package. The Track Order page (/track-order) shows an order's status any time, with its order number and the email or ZIP code it was placed with. Tracking can take up to 24 hours to show the first scan. If it hasn't changed for 3 business days, contact us with your order number and we'll look into it.",
      },
      {
        id: 'faq-delivery-time',
        question: 'How long does delivery take?',
        answer:
          'Orders are processed within 1-2 business days (up to 3 at peak times). Standard shipping then takes 5-7 business days, expedited 2-3 business days, and overnight arrives the next business day when you order before 2pm ET. International orders take 7-14 business days.',
      },
      {
        id: 'faq-shipping-cost',
        question: 'How much does shipping cost?',
        answer:
          'Standard shipping is $5.99, expedited $12.99 and overnight $24.99. Direct+ members get free standard shipping with no minimum, expedited for $6.99 and overnight for $19.99. International rates depend on the destination, with reduced rates for members.',
      },
      {
        id: 'faq-change-order',
        question: 'Can I change or cancel my order?',
        answer:
          "We can change the shipping address or cancel an order until it leaves our warehouse. Contact us as soon as possible with your order number. Once a package is with the carrier we can't redirect it, but you can return it after it arrives.",
      },
      {
        id: 'faq-international',
        question: 'Do you ship internationally?',
        answer:
          'Yes. International orders arrive in 7-14 business days. Customs duties, import taxes and brokerage fees are set by the destination country, are not included in our prices and are paid by the recipient.',
      },
    ],
  },
  {
    id: 'returns-refunds',
    title: 'Returns & Refunds',
    description: 'Our return windows, how to send something back and when refunds arrive.',
    items: [
      {
        id: 'faq-return-policy',
        question: 'What is your return policy?',
        answer:
          'You can return equipment that is unused in its original packaging, or faulty, within 30 days of delivery (60 days if you were a Direct+ member when it was delivered). Coffee has a taste guarantee: we refund it or send a fresh bag, and you keep it.',
      },
      {
        id: 'faq-start-return',
        question: 'How do I start a return?',
        answer:
          "Open the delivered order in Your Orders and choose 'Request a return': pick the items, how many and why. We answer by email within 1-2 business days, and every step shows on the order.",
      },
      {
        id: 'faq-refund-time',
        question: 'When will I get my refund?',
        answer:
          'We refund to your original payment method as soon as the return reaches us (straight after approval for coffee). Your bank may take 5-10 business days to show it.',
      },
      {
        id: 'faq-damaged-item',
        question: 'What if my order arrives damaged or wrong?',
        answer:
          "Tell us within 7 days of delivery and include a photo of the item and its packaging. We'll send a replacement or a full refund, including shipping, at no cost to you.",
      },
    ],
  },
  {
    id: 'direct-plus',
    title: 'Direct+ Membership',
    description: 'What the membership includes, what it costs and how to manage it.',
    items: [
      {
        id: 'faq-what-is-direct-plus',
        question: 'What is Direct+?',
        answer:
          'Direct+ is our premium membership. Members get free standard shipping, member discounts on coffee, early access to new and limited releases, invitations to tasting events and 60-day returns.',
      },
      {
        id: 'faq-direct-plus-cost',
        question: 'How much does Direct+ cost?',
        answer:
          'Direct+ is $99 per year. Your membership renews automatically each year, you can cancel anytime, and it comes with a 30-day money-back guarantee.',
      },
      {
        id: 'faq-cancel-direct-plus',
        question: 'How do I cancel my Direct+ membership?',
        answer:
          "Contact us from the Contact Us page with the topic 'Direct+ membership' and we'll cancel it for you. If you cancel within 30 days of joining, you get a full refund.",
      },
      {
        id: 'faq-register-membership',
        question: 'I joined Direct+ in a store. How do I shop online?',
        answer:
          "On the sign-in page choose to register your existing membership. We'll check your membership number and name, then you create your online account.",
      },
      {
        id: 'faq-subscription-changes',
        question: 'How do I change my coffee subscription?',
        answer:
          'To skip a delivery, change the address or cancel a subscription, let us know at least 3 business days before your next shipment.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Account & Sign-in',
    description: 'Creating an account, signing in and keeping your details up to date.',
    items: [
      {
        id: 'faq-create-account',
        question: 'How do I create an account?',
        answer:
          'Select Sign In at the top of any page and choose to create an account. A Standard account is free, and you can join Direct+ when you sign up or at any time later.',
      },
      {
        id: 'faq-forgot-password',
        question: 'I forgot my password. What should I do?',
        answer:
          "Contact us from the Contact Us page with the topic 'Technical issue' and we'll help you get back into your account. We will never ask you for your password.",
      },
      {
        id: 'faq-keep-signed-in',
        question: "How does 'Keep me signed in' work?",
        answer:
          "With 'Keep me signed in' ticked, you stay signed in on that device for 30 days. Without it, you are signed out when you close your browser. Don't use it on a shared computer.",
      },
      {
        id: 'faq-update-details',
        question: 'How do I update my address or email?',
        answer:
          "Your details are on the Profile tab of your account page. If something needs changing, contact us and we'll update it for you.",
      },
    ],
  },
  {
    id: 'products-brewing',
    title: 'Products & Brewing',
    description: 'Freshness, grinds, storage and getting the best cup.',
    items: [
      {
        id: 'faq-freshness',
        question: 'How fresh is your coffee?',
        answer:
          'We roast in small batches and ship soon after roasting. For the best flavor, enjoy whole beans within a month of opening.',
      },
      {
        id: 'faq-grind',
        question: 'Which grind should I choose?',
        answer:
          'Choose coarse for French press and cold brew, medium for drip and pour-over, and fine for espresso. Whole beans stay fresh longest if you grind just before brewing.',
      },
      {
        id: 'faq-ratio',
        question: "What's a good coffee-to-water ratio?",
        answer:
          'Start with 1 gram of coffee to 16 grams of water, about 2 tablespoons of ground coffee per 6 ounces of water, and adjust to taste.',
      },
      {
        id: 'faq-storage',
        question: 'How should I store my coffee?',
        answer:
          "Keep it in an airtight container at room temperature, away from light, heat and moisture. Don't store coffee in the fridge: it absorbs moisture and odors.",
      },
    ],
  },
  {
    id: 'payments-billing',
    title: 'Payments & Billing',
    description: 'Payment methods, security, charges and sales tax.',
    items: [
      {
        id: 'faq-payment-methods',
        question: 'Which payment methods do you accept?',
        answer: 'We accept major credit and debit cards and PayPal.',
      },
      {
        id: 'faq-payment-security',
        question: 'Is my payment information secure?',
        answer:
          'Yes. Card payments are handled by our PCI-compliant payment provider over an encrypted connection, and we never store your full card number.',
      },
      {
        id: 'faq-when-charged',
        question: 'When is my card charged?',
        answer:
          'Your card is charged when you place your order. A Direct+ membership is charged when you join and then once a year when it renews.',
      },
      {
        id: 'faq-sales-tax',
        question: 'Do you charge sales tax?',
        answer:
          'Checkout shows an estimated sales tax of 7% of your subtotal, and your order total is the subtotal plus shipping plus tax.',
      },
    ],
  },
];

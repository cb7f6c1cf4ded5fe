/**
 * The automatic answers of the chat (spec: a reply follows each user message after 1.5 s).
 * No agent is behind the widget yet, so every answer points to something the visitor can do
 * now. Rules are tried in order; the first whose pattern matches the message answers it.
 */
export const CHAT_REPLY_DELAY_MS = 1500;

export const SUPPORT_HOURS = 'Mon-Fri 9am-8pm ET and weekends 10am-6pm ET';

interface ReplyRule {
  topic: string;
  pattern: RegExp;
  reply: string;
}

export const replyRules: ReplyRule[] = [
  {
    topic: 'damaged',
    pattern: /\b(damaged|broken|leak(ed|ing)?|wrong item|missing item|spilled)\b/i,
    reply:
      "I'm sorry your order didn't arrive as it should. Please send us a photo of the item and its packaging through the Contact Us page (topic: Order status) within 7 days of delivery, and we'll send a replacement or a full refund at no cost to you.",
  },
  {
    topic: 'returns',
    pattern: /\b(return|returns|refund|exchange|send (it )?back)\b/i,
    reply:
      'You can return unopened coffee and unused equipment in its original packaging within 30 days of delivery (60 days for Direct+ members). Start a return from the Contact Us page with the topic "Returns & refunds" and your order number. Refunds go back to your original payment method within 5-7 business days of the return reaching us.',
  },
  {
    topic: 'direct-plus',
    pattern: /\bdirect\s?(\+|plus)|\b(membership|members?|subscription|subscribe)\b/i,
    reply:
      'Direct+ members get free standard shipping with no minimum, reduced rates on expedited and overnight delivery, early access to new releases and 60-day returns. You can compare plans on the Direct+ page. To change or cancel a subscription, let us know at least 3 business days before your next shipment.',
  },
  {
    topic: 'change-order',
    pattern: /\b(cancel|change (my |the )?(shipping |delivery )?address|wrong address)\b/i,
    reply:
      "We can change the shipping address or cancel an order until it leaves our warehouse. Send us your order number right away through the Contact Us page (topic: Order status). Once an order has shipped we can't redirect it, but you can return it after it arrives.",
  },
  {
    topic: 'tracking',
    pattern: /\b(track|tracking|where is|order status|hasn'?t arrived|not arrived|late|delayed)\b/i,
    reply:
      "We process orders within 1-2 business days (up to 3 at peak times), and you'll get an email with a tracking link as soon as your order ships. You can also check an order's status any time on the Track Order page with its order number and your email or ZIP code. If the tracking hasn't moved for 3 business days, send us your order number through the Contact Us page and we'll look into it.",
  },
  {
    topic: 'shipping',
    pattern: /\b(ship|shipping|deliver|delivery|overnight|expedited|international)\b/i,
    reply:
      'Standard shipping is $5.99 (5-7 business days, free for Direct+ members), expedited is $12.99 (2-3 business days) and overnight is $24.99 for next-day delivery when you order before 2pm ET. International delivery takes 7-14 business days. The Shipping Info page has the full table.',
  },
  {
    topic: 'account',
    pattern: /\b(password|sign ?in|log ?in|account|username|locked)\b/i,
    reply:
      'For sign-in trouble, check that Caps Lock is off and that you are using your username. If you still can\'t get in, send us a message from the Contact Us page with the topic "Technical issue" and we\'ll help you recover your account.',
  },
  {
    topic: 'brewing',
    pattern:
      /\b(grind|brew|brewing|recipe|ratio|espresso|french press|pour ?over|roast|decaf|caffeine|beans?)\b/i,
    reply:
      'A good starting point is 1 gram of coffee to 16 grams of water: medium grind for drip, coarse for French press, fine for espresso. Every product page lists the roast and tasting notes, and the Products & Brewing section of our Help Center has more tips.',
  },
  {
    topic: 'people',
    pattern: /\b(hours|phone|call|human|agent|person|someone|talk)\b/i,
    reply: `Our support team is available ${SUPPORT_HOURS}. You can call us during those hours, or write to us from the Contact Us page at any time and we'll reply within 1-2 business days.`,
  },
];

export const FALLBACK_REPLY = `Thanks for your question! Many answers are in our Help Center. For anything else, our team is available ${SUPPORT_HOURS}, and messages sent from the Contact Us page are answered within 1-2 business days.`;

export function cannedReply(message: string): string {
  return replyRules.find((rule) => rule.pattern.test(message))?.reply ?? FALLBACK_REPLY;
}

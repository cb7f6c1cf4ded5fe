/**
 * The automatic answers of the chat (spec: a reply follows each user message after 1.5 s).
 * No agent answers in the widget, so every answer points to something the visitor can do now,
 * and a question none of them fits gets the honest fallback: a person will read it.
 *
 * Each intent scores the message by the phrases it contains, specific phrases weighing more
 * than single words, and the highest score answers it (the earlier intent among equals). A lone
 * weak word is not enough: "Do you roast on Sundays?" holds "roast" and "Sundays" but asks
 * neither how to brew nor when we are open, so it gets the fallback rather than a brewing
 * ratio. A single keyword list per answer gave "Do you ship to Canada?" the US price list.
 */
export const CHAT_REPLY_DELAY_MS = 1500;

export const SUPPORT_HOURS = 'Mon-Fri 9am-8pm ET and weekends 10am-6pm ET';

/** A phrase says the intent plainly. */
const STRONG = 3;
/** A word that leans towards it. */
const HINT = 2;
/** A word that only counts beside another. */
const WEAK = 1;
/** What an intent needs to answer: one strong phrase, or two hints, or a hint and a weak word. */
const ENOUGH = 3;

interface Intent {
  topic: string;
  phrases: readonly (readonly [pattern: RegExp, weight: number])[];
  reply: string;
}

// Countries and regions people name when they ask whether we deliver there.
const ABROAD =
  /\b(canada|mexico|uk|united kingdom|england|scotland|wales|ireland|europe|eu|germany|france|spain|italy|netherlands|belgium|switzerland|sweden|norway|denmark|poland|portugal|austria|australia|new zealand|japan|china|korea|singapore|india|brazil|argentina|chile|colombia|south africa|israel|uae|dubai)\b/i;

export const intents: readonly Intent[] = [
  {
    topic: 'damaged',
    phrases: [
      [/\b(damaged|broken|cracked|smashed|dented|spilled|leak(ed|ing|s)?)\b/i, STRONG],
      [/\b(wrong|missing) (item|product|bag|part|order)\b|\bitem (was )?missing\b/i, STRONG],
      [/\barrived without\b|\b(is|was|are|were) missing\b/i, STRONG],
      [/\bmissing\b/i, HINT],
    ],
    reply:
      "I'm sorry your order didn't arrive as it should. Please send us a photo of the item and its packaging through the Contact Us page (topic: Order status) within 7 days of delivery, and we'll send a replacement or a full refund at no cost to you.",
  },
  {
    topic: 'returns',
    phrases: [
      [/\b(return|returns|returning|refund|refunds|refunded|exchange|money back)\b/i, STRONG],
      [/\bsend (it |them )?back\b/i, STRONG],
    ],
    reply:
      'You can return unused or faulty equipment within 30 days of delivery (60 days for Direct+ members), and coffee has a taste guarantee: a refund or a fresh bag, nothing to send back. Open the order in Your Orders and choose "Request a return". Refunds go back to your original payment method once the return reaches us.',
  },
  {
    topic: 'direct-plus',
    phrases: [
      [/\bdirect\s?(\+|plus\b)/i, STRONG],
      [/\bcancel (my |the )?(membership|subscription)\b/i, STRONG + HINT],
      [/\b(membership|subscription|subscribe|members?)\b/i, HINT],
    ],
    reply:
      'Direct+ members get free standard shipping with no minimum, reduced rates on expedited and overnight delivery, early access to new releases and 60-day returns. You can compare plans on the Direct+ page. To change or cancel a subscription, let us know at least 3 business days before your next shipment.',
  },
  {
    topic: 'change-order',
    phrases: [
      [/\bcancel\b/i, STRONG],
      [/\bchange (my |the )?(shipping |delivery )?address\b|\bwrong address\b/i, STRONG],
      [/\bchange (my |the )?order\b/i, STRONG],
    ],
    reply:
      "We can change the shipping address or cancel an order until it leaves our warehouse. Send us your order number right away through the Contact Us page (topic: Order status). Once an order has shipped we can't redirect it, but you can return it after it arrives.",
  },
  {
    topic: 'tracking',
    phrases: [
      [/\b(track|tracking|order status)\b/i, STRONG],
      [
        /\bwhere('?s| is) my\b|\bhas ?n[o']t (arrived|come|shipped)\b|\bnot (arrived|here) yet\b/i,
        STRONG,
      ],
      [/\bwhen will (my|it|the)\b.*\b(arrive|ship|come)\b/i, STRONG],
      [/\b(late|delayed|still waiting)\b/i, HINT],
      [/\b(order|package|parcel)\b/i, WEAK],
    ],
    reply:
      "We process orders within 1-2 business days (up to 3 at peak times), and you'll get an email with a tracking link as soon as your order ships. You can also check an order's status any time on the Track Order page with its order number and your email or ZIP code. If the tracking hasn't moved for 3 business days, send us your order number through the Contact Us page and we'll look into it.",
  },
  {
    topic: 'international',
    phrases: [
      [
        /\b(international(ly)?|overseas|abroad|worldwide|customs|duties|import tax(es)?)\b/i,
        STRONG,
      ],
      [/\boutside (of )?(the )?(us\b|u\.s\.|usa\b|united states|states\b|country\b)/i, STRONG],
      [/\b(other|which|what) countr(y|ies)\b/i, STRONG],
      [ABROAD, STRONG],
      [/\b(ship|ships|shipping|deliver|delivery)\b/i, WEAK],
    ],
    reply:
      'Yes, we ship internationally: international orders arrive in 7-14 business days. The rate varies with the destination and the weight of the order, and Direct+ members pay reduced rates. Customs duties and import taxes are set by the destination country and paid by the recipient. The Shipping Info page has the details.',
  },
  {
    topic: 'shipping',
    phrases: [
      [/\b(shipping|delivery) (cost|costs|price|prices|rate|rates|time|times|options?)\b/i, STRONG],
      [/\b(free shipping|free delivery|overnight|expedited|express|next[- ]day)\b/i, STRONG],
      [/\bhow (much|long)\b|\bfree\b/i, WEAK],
      [/\b(ship|ships|shipped|shipping|deliver|delivers|delivery)\b/i, HINT],
    ],
    reply:
      'Standard shipping is $5.99 (5-7 business days, free for Direct+ members), expedited is $12.99 (2-3 business days) and overnight is $24.99 for next-day delivery when you order before 2pm ET. The Shipping Info page has the full table.',
  },
  {
    topic: 'account',
    phrases: [
      [/\b(password|sign ?in|log ?in|username|locked out|reset)\b/i, STRONG],
      [/\baccount\b/i, HINT],
    ],
    reply:
      'For sign-in trouble, check that Caps Lock is off and that you are using your username. If you still can\'t get in, send us a message from the Contact Us page with the topic "Technical issue" and we\'ll help you recover your account.',
  },
  {
    topic: 'brewing',
    phrases: [
      [
        /\b(grind|grinding|brew|brewing|recipe|ratio|french press|pour ?over|aeropress|moka pot|drip)\b/i,
        STRONG,
      ],
      [/\bhow (much|many grams of) coffee\b|\bwater temperature\b/i, STRONG],
      [/\btastes? (sour|bitter|weak|burnt|flat|watery)\b/i, STRONG],
      [/\b(espresso|cold brew)\b/i, WEAK],
    ],
    reply:
      'A good starting point is 1 gram of coffee to 16 grams of water: medium grind for drip, coarse for French press, fine for espresso. Every product page lists the roast and tasting notes, and the Products & Brewing section of our Help Center has more tips.',
  },
  {
    topic: 'products',
    phrases: [
      [/\bdo you (sell|carry|stock)\b|\b(in|out of|back in) stock\b|\bsold out\b/i, STRONG],
      [/\bdo you have\b/i, HINT],
      [
        /\b(decaf|decaffeinated|dark roast|light roast|medium roast|organic|single origin)\b/i,
        HINT,
      ],
      [/\b(available|restock)\b/i, HINT],
    ],
    reply:
      'You can search for any product from the box at the top of the page, or browse the categories under it: Coffee Beans, Ground Coffee, Espresso, Coffee Makers, Accessories, Gift Sets, Cold Brew and Deals. Each product page says whether it is in stock and lists its roast and tasting notes.',
  },
  {
    topic: 'stores',
    phrases: [
      [/\bdo you have (a |any )?(store|shop|caf[eé]|location)s?\b/i, STRONG + HINT],
      [/\b(store locator|near me|nearest|in person)\b/i, STRONG],
      [/\b(store|shop|caf[eé]|location)s?\b/i, HINT],
    ],
    reply:
      'Our cafés are on the Store Locator page: search by city, state or ZIP code to see their addresses and opening hours, and which are open now.',
  },
  {
    topic: 'people',
    phrases: [
      [
        /\b(opening hours|business hours|your hours|hours|human|real person|an agent|someone|somebody)\b/i,
        STRONG,
      ],
      [/\b(talk|speak|chat) (to|with)\b|\bcall (you|us)\b|\bphone( number)?\b/i, STRONG],
      [/\b(are you|(when|what time) do you) open\b/i, STRONG],
      [/\bperson\b/i, HINT],
      [/\bopen\b/i, WEAK],
      [
        /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|holidays?)s?\b/i,
        WEAK,
      ],
    ],
    reply: `Our support team is available ${SUPPORT_HOURS}. You can call us during those hours, or write to us from the Contact Us page at any time and we'll reply within 1-2 business days.`,
  },
];

export const FALLBACK_REPLY = `Thanks for your question! I'm the shop's automatic assistant and I can't answer that one myself, but it is on your ticket, and a person from our team will read it. To get their answer, choose End chat and then "Email me a reply": we reply within 1-2 business days. Our team is available ${SUPPORT_HOURS}.`;

/** How strongly `message` asks what `intent` answers. */
function score(intent: Intent, message: string): number {
  return intent.phrases.reduce(
    (sum, [pattern, weight]) => (pattern.test(message) ? sum + weight : sum),
    0,
  );
}

export function cannedReply(message: string): string {
  let best: { reply: string; score: number } | undefined;
  for (const intent of intents) {
    const points = score(intent, message);
    if (points >= ENOUGH && (!best || points > best.score))
      best = { reply: intent.reply, score: points };
  }
  return best?.reply ?? FALLBACK_REPLY;
}

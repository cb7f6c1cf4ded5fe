import { FALLBACK_REPLY, cannedReply, intents } from '../canned-replies';

const replyOf = (topic: string) => intents.find((intent) => intent.topic === topic)!.reply;

describe('cannedReply', () => {
  it.each([
    ['My mug arrived broken', 'replacement or a full refund'],
    ['How do I get a refund?', '30 days of delivery (60 days for Direct+ members)'],
    ['What does Direct+ include?', 'free standard shipping with no minimum'],
    ['Please cancel my order', 'cancel an order until it leaves our warehouse'],
    ['Where is my package? tracking says nothing', 'tracking link'],
    ['How much is overnight shipping?', '$24.99'],
    ['I forgot my password', 'recover your account'],
    ['What grind for French press?', 'coarse for French press'],
    ['Can I talk to a person?', 'Mon-Fri 9am-8pm ET and weekends 10am-6pm ET'],
  ])('when asked "%s", then the answer mentions "%s"', (question, expected) => {
    expect(cannedReply(question)).toContain(expected);
  });

  it('when nothing matches, then the general answer with the support hours is given', () => {
    expect(cannedReply('Hello?')).toBe(FALLBACK_REPLY);
    expect(FALLBACK_REPLY).toContain('within 1-2 business days');
  });

  // The audit walk's two wrong answers: a word shared with another topic won.
  it('when asked whether we roast on Sundays, then no brewing ratio but the fallback: a person will read it', () => {
    const reply = cannedReply('Do you roast on Sundays?');
    expect(reply).not.toContain('1 gram of coffee to 16 grams of water');
    expect(reply).toBe(FALLBACK_REPLY);
    expect(FALLBACK_REPLY).toContain('a person from our team will read it');
    expect(FALLBACK_REPLY).toContain('"Email me a reply"');
  });

  it('when asked about shipping to Canada, then the international answer (the shipping page: varies, 7-14 days, reduced rates for members), not the US price list', () => {
    const reply = cannedReply('Do you ship to Canada?');
    expect(reply).toBe(replyOf('international'));
    expect(reply).toContain('7-14 business days');
    expect(reply).toContain('varies with the destination');
    expect(reply).toContain('Direct+ members pay reduced rates');
    expect(reply).not.toContain('$5.99');
  });

  it.each([
    ['Do you deliver to the UK?', 'international'],
    ['Can you ship outside the U.S.?', 'international'],
    ['Do you ship internationally?', 'international'],
    ['Will I pay customs duties in Germany?', 'international'],
    ['How long does shipping take?', 'shipping'],
    ['Is shipping free?', 'shipping'],
    ['My grinder arrived without its lid.', 'damaged'],
    ['The lid is missing from my order', 'damaged'],
    ['I want to cancel my membership', 'direct-plus'],
    ['When will my order arrive?', 'tracking'],
    ['Do you sell decaf beans?', 'products'],
    ['Is the Kenya AA back in stock?', 'products'],
    ['How do I brew cold brew at home?', 'brewing'],
    ['Are you open on Sundays?', 'people'],
    ['What time do you open?', 'people'],
    ["What's your phone number?", 'people'],
    ['Do you have a store in Denver?', 'stores'],
    ['My coffee tastes sour, what am I doing wrong with this roast?', 'brewing'],
  ])('when asked "%s", then the %s answer', (question, topic) => {
    expect(cannedReply(question)).toBe(replyOf(topic));
  });

  it.each([
    'Can I pick up my order in the café?',
    'Do you offer gift wrapping?',
    'Is the roastery open to visitors on Saturdays?',
  ])('when "%s" fits no answer well, then the fallback', (question) => {
    // Each holds a word of an answer ("order", "café", "open", "Saturdays") but none of its
    // phrases.
    expect(cannedReply(question)).toBe(FALLBACK_REPLY);
  });
});

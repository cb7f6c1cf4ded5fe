import { z } from 'zod';

/** The topics of the contact form, in the order the select lists them. */
export const contactTopics = [
  'order-status',
  'returns',
  'product-info',
  'direct-plus',
  'technical-issue',
  'feedback',
  'other',
] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicLabels: Record<ContactTopic, string> = {
  'order-status': 'Order status',
  returns: 'Returns & refunds',
  'product-info': 'Product information',
  'direct-plus': 'Direct+ membership',
  'technical-issue': 'Technical issue',
  feedback: 'Feedback',
  other: 'Other',
};

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  topic: 'Please select a topic.',
  message: 'Message must be at least 10 characters.',
} as const;

/**
 * The contact form payload (spec: name, email, phone?, topic, orderId?, message).
 * Strings only and a strict object, so the same schema can guard the endpoint that will one day
 * receive it. Upper bounds keep a pasted novel out of a support ticket.
 */
export const contactFormSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(2, CONTACT_MESSAGES.name)
    .max(100, 'Name must be at most 100 characters.'),
  email: z.string().trim().max(254, CONTACT_MESSAGES.email).pipe(z.email(CONTACT_MESSAGES.email)),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone number must be at most 30 characters.')
    .optional()
    .transform((v) => v || undefined),
  topic: z.enum(contactTopics, { error: CONTACT_MESSAGES.topic }),
  orderId: z
    .string()
    .trim()
    .max(40, 'Order number must be at most 40 characters.')
    .optional()
    .transform((v) => v || undefined),
  message: z
    .string()
    .trim()
    .min(10, CONTACT_MESSAGES.message)
    .max(5000, 'Message must be at most 5,000 characters.'),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactMessage = z.output<typeof contactFormSchema>;

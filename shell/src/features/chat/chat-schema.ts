import { z } from 'zod';

/** The form that opens a chat: name, email (email format) and question, all required. */
export const chatStartSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Name must be at most 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  question: z
    .string()
    .trim()
    .min(1, 'Please enter your question.')
    .max(2000, 'Question must be at most 2,000 characters.'),
});

export type ChatStart = z.output<typeof chatStartSchema>;

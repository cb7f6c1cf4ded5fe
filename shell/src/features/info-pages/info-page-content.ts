/**
 * The company and policy pages are data: each is an `InfoPageContent` rendered by one
 * `InfoPage` component, so a new fact is a line in a content module, not new JSX.
 */

/** A link inside text: a path of the shop (`/contact-us`) or an outside address (`mailto:`). */
export interface RichLink {
  to: string;
  label: string;
}

/** Text with links in it: a plain string, or strings and links in reading order. */
export type Rich = string | readonly (string | RichLink)[];

export interface InfoCard {
  title: string;
  /** A short line under the title (team, location, hours...). */
  meta?: string;
  /** ISO date (YYYY-MM-DD), shown in words: press announcements. */
  date?: string;
  text?: Rich;
  points?: readonly Rich[];
  /** A closing line, e.g. how to apply. */
  note?: Rich;
}

export type InfoBlock =
  | { kind: 'text'; text: Rich }
  | { kind: 'list'; items: readonly Rich[] }
  /** Numbered steps. */
  | { kind: 'steps'; items: readonly Rich[] }
  /** Key figures: a label and its value. */
  | { kind: 'facts'; items: readonly { label: string; value: Rich }[] }
  | { kind: 'cards'; items: readonly InfoCard[] }
  /** A highlighted note. */
  | { kind: 'callout'; text: Rich };

export interface InfoSection {
  /** The section's anchor: /returns#damaged-items. */
  id: string;
  title: string;
  blocks: readonly InfoBlock[];
}

export interface InfoPageContent {
  /** The page's h1 and the first part of the tab title. */
  title: string;
  lead: Rich;
  sections: readonly InfoSection[];
}

export const link = (to: string, label: string): RichLink => ({ to, label });
export const mailLink = (email: string, subject?: string): RichLink => ({
  to: `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`,
  label: email,
});

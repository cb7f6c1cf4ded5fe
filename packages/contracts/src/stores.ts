import { z } from 'zod/mini';

// ---- Store locator (services/catalog, collection store_locations): `GET /api/stores?q=` ----

export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** "07:00" .. "23:59"; "24:00" only as a closing time (open until midnight). */
const clockTime = z
  .string()
  .check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Expected a time such as 07:00'));

/** One day's opening hours in the store's own time zone, or null when closed that day. */
export const dayHoursSchema = z.nullable(z.object({ open: clockTime, close: clockTime }));
export type DayHours = z.infer<typeof dayHoursSchema>;
export const storeHoursSchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema])) as Record<
    Weekday,
    typeof dayHoursSchema
  >,
);
export type StoreHours = z.infer<typeof storeHoursSchema>;

/** A store as the locator shows it (the spec's store_locations fields plus its time zone). */
export const storeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  /** Two-letter code ("OR"); searching also finds the state's name. */
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  hours: storeHoursSchema,
  /** IANA time zone the hours are in ("America/Los_Angeles"). */
  timeZone: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /** Computed by the service at answer time in the store's time zone. */
  openNow: z.boolean(),
  /** Today's hours there, e.g. "7:00 AM – 7:00 PM" or "Closed". */
  hoursToday: z.string(),
});
export type Store = z.infer<typeof storeSchema>;
export const storeListSchema = z.array(storeSchema);

export const MAX_STORE_QUERY_LENGTH = 60;
/** `q`: a city, a state (name or code) or the start of a ZIP code; empty lists every store. */
export const storeQuerySchema = z.strictObject({
  q: z._default(
    z
      .string({ error: 'q must be text' })
      .check(
        z.trim(),
        z.maxLength(
          MAX_STORE_QUERY_LENGTH,
          `q must be at most ${MAX_STORE_QUERY_LENGTH} characters`,
        ),
      ),
    '',
  ),
});
export type StoreQuery = z.output<typeof storeQuerySchema>;

import type { StoreHours } from '@coffee/contracts';

export interface NewStore {
  /** Seeding's idempotency key. */
  code: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country?: string;
  phone: string;
  email?: string;
  hours: StoreHours;
  timeZone: string;
  latitude?: number;
  longitude?: number;
  isActive?: boolean;
}

const day = (open: string, close: string) => ({ open, close });

/** Weekdays one way, Saturday and Sunday another (null: closed). */
function week(
  weekday: { open: string; close: string },
  saturday: { open: string; close: string } | null,
  sunday: { open: string; close: string } | null,
): StoreHours {
  return {
    sunday,
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday,
  };
}

/** The shop's cafés: four US time zones plus Arizona (no daylight saving) and Hawaii. */
export const demoStores: NewStore[] = [
  {
    code: 'SEA-PIKE',
    name: 'Pike Street Roastery',
    address: '1520 Pike Place',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
    phone: '(206) 555-0142',
    email: 'pike@coffeeshop.example',
    hours: week(day('06:30', '19:00'), day('07:00', '19:00'), day('08:00', '17:00')),
    timeZone: 'America/Los_Angeles',
    latitude: 47.6097,
    longitude: -122.3422,
  },
  {
    code: 'PDX-PEARL',
    name: 'Pearl District Café',
    address: '1030 NW Johnson St',
    city: 'Portland',
    state: 'OR',
    zipCode: '97209',
    phone: '(503) 555-0187',
    email: 'pearl@coffeeshop.example',
    hours: week(day('07:00', '18:00'), day('08:00', '18:00'), day('08:00', '16:00')),
    timeZone: 'America/Los_Angeles',
    latitude: 45.5283,
    longitude: -122.6826,
  },
  {
    code: 'SF-MISSION',
    name: 'Mission Street Espresso Bar',
    address: '2175 Mission St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94110',
    phone: '(415) 555-0163',
    email: 'mission@coffeeshop.example',
    hours: week(day('06:00', '20:00'), day('07:00', '20:00'), day('07:00', '20:00')),
    timeZone: 'America/Los_Angeles',
    latitude: 37.7625,
    longitude: -122.4194,
  },
  {
    code: 'PHX-ROOSEVELT',
    name: 'Roosevelt Row Coffee House',
    address: '825 N 1st St',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85004',
    phone: '(602) 555-0119',
    email: 'roosevelt@coffeeshop.example',
    hours: week(day('06:00', '17:00'), day('07:00', '15:00'), null),
    timeZone: 'America/Phoenix',
    latitude: 33.4587,
    longitude: -112.0726,
  },
  {
    code: 'DEN-LOHI',
    name: 'LoHi Brew Bar',
    address: '3301 Tejon St',
    city: 'Denver',
    state: 'CO',
    zipCode: '80211',
    phone: '(303) 555-0158',
    email: 'lohi@coffeeshop.example',
    hours: week(day('06:30', '18:00'), day('07:30', '18:00'), day('07:30', '15:00')),
    timeZone: 'America/Denver',
    latitude: 39.7623,
    longitude: -105.0109,
  },
  {
    code: 'AUS-SOCO',
    name: 'South Congress Coffee Co.',
    address: '1400 S Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    phone: '(512) 555-0134',
    email: 'soco@coffeeshop.example',
    hours: week(day('06:30', '21:00'), day('07:00', '22:00'), day('07:00', '20:00')),
    timeZone: 'America/Chicago',
    latitude: 30.2491,
    longitude: -97.7494,
  },
  {
    code: 'CHI-WICKER',
    name: 'Wicker Park Roasters',
    address: '1559 N Milwaukee Ave',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60622',
    phone: '(312) 555-0176',
    email: 'wickerpark@coffeeshop.example',
    hours: week(day('06:00', '19:00'), day('07:00', '19:00'), day('07:00', '18:00')),
    timeZone: 'America/Chicago',
    latitude: 41.9097,
    longitude: -87.6776,
  },
  {
    code: 'NYC-WVILLAGE',
    name: 'West Village Espresso',
    address: '312 Bleecker St',
    city: 'New York',
    state: 'NY',
    zipCode: '10014',
    phone: '(212) 555-0191',
    email: 'westvillage@coffeeshop.example',
    // Open past midnight on Friday and Saturday: closing times after midnight belong to the
    // evening they started on.
    hours: {
      ...week(day('06:30', '22:00'), day('07:00', '01:00'), day('08:00', '20:00')),
      friday: day('06:30', '01:00'),
    },
    timeZone: 'America/New_York',
    latitude: 40.7323,
    longitude: -74.0037,
  },
  {
    code: 'BOS-BACKBAY',
    name: 'Back Bay Coffee Bar',
    address: '233 Newbury St',
    city: 'Boston',
    state: 'MA',
    zipCode: '02116',
    phone: '(617) 555-0125',
    email: 'backbay@coffeeshop.example',
    hours: week(day('06:30', '19:00'), day('07:30', '19:00'), day('08:00', '18:00')),
    timeZone: 'America/New_York',
    latitude: 42.3489,
    longitude: -71.0843,
  },
  {
    code: 'MIA-WYNWOOD',
    name: 'Wynwood Cold Brew Lab',
    address: '2550 NW 2nd Ave',
    city: 'Miami',
    state: 'FL',
    zipCode: '33127',
    phone: '(305) 555-0148',
    email: 'wynwood@coffeeshop.example',
    hours: week(day('07:00', '20:00'), day('08:00', '22:00'), day('08:00', '20:00')),
    timeZone: 'America/New_York',
    latitude: 25.8011,
    longitude: -80.1994,
  },
  {
    code: 'HNL-KAKAAKO',
    name: "Kaka'ako Kona Bar",
    address: '680 Ala Moana Blvd',
    city: 'Honolulu',
    state: 'HI',
    zipCode: '96813',
    phone: '(808) 555-0117',
    email: 'kakaako@coffeeshop.example',
    hours: week(day('06:00', '16:00'), day('06:00', '16:00'), day('07:00', '14:00')),
    timeZone: 'Pacific/Honolulu',
    latitude: 21.2969,
    longitude: -157.8583,
  },
];

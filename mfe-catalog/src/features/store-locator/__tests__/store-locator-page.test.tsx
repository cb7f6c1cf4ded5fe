import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Store } from '@coffee/contracts';
import { HttpResponse, http, type RecordedRequest } from '@coffee/platform/testing';
import { StoreLocatorPage } from '..';
import { LocationProbe, renderCatalog } from '../../../test/render';

const day = { open: '07:00', close: '19:00' };
const store = (overrides: Partial<Store>): Store => ({
  id: 'store-1',
  name: 'Pike Street Roastery',
  address: '1520 Pike Place',
  city: 'Seattle',
  state: 'WA',
  zipCode: '98101',
  country: 'United States',
  phone: '(206) 555-0142',
  email: null,
  hours: {
    sunday: null,
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: { open: '08:00', close: '24:00' },
  },
  timeZone: 'America/Los_Angeles',
  latitude: null,
  longitude: null,
  openNow: true,
  hoursToday: '7:00 AM – 7:00 PM',
  ...overrides,
});
const stores = [
  store({}),
  store({
    id: 'store-2',
    name: 'South Congress Coffee Co.',
    address: '1400 S Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    phone: '(512) 555-0134',
    openNow: false,
    hoursToday: 'Closed',
  }),
];

const asked = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.path === '/api/stores').map((r) => r.search.get('q'));

function renderPage(route = '/store-locator') {
  return renderCatalog(
    <>
      <StoreLocatorPage />
      <LocationProbe />
    </>,
    {
      route,
      handlers: [
        http.get('/api/stores', ({ request }) => {
          const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
          return HttpResponse.json(
            stores.filter(
              (s) => !q || s.city.toLowerCase().startsWith(q) || s.state.toLowerCase() === q,
            ),
          );
        }),
      ],
    },
  );
}

describe('store locator', () => {
  it('when opened, then every store shows with address, phone, today and open or closed now', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Store Locator' })).toBeInTheDocument();
    const pike = await screen.findByRole('article', { name: 'Pike Street Roastery' });
    expect(within(pike).getByText('Open now')).toBeInTheDocument();
    expect(within(pike).getByText(/1520 Pike Place/)).toHaveTextContent('Seattle, WA 98101');
    expect(within(pike).getByRole('link', { name: '(206) 555-0142' })).toHaveAttribute(
      'href',
      'tel:2065550142',
    );
    expect(within(pike).getByText('Today:').parentElement).toHaveTextContent(
      'Today: 7:00 AM – 7:00 PM',
    );
    expect(within(pike).getByText('8:00 AM – 12:00 AM')).toBeInTheDocument();
    const austin = screen.getByRole('article', { name: 'South Congress Coffee Co.' });
    expect(within(austin).getByText('Closed now')).toBeInTheDocument();
    expect(screen.getByText('2 stores')).toBeInTheDocument();
  });

  it('when a city, state or ZIP is searched, then it is asked for and kept in the URL', async () => {
    const { requests } = renderPage();
    await screen.findByRole('article', { name: 'Pike Street Roastery' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'City, state or ZIP code' }), 'TX');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(
      () => {
        expect(screen.getByText('1 store matching “TX”')).toBeInTheDocument();
        expect(
          screen.getByRole('article', { name: 'South Congress Coffee Co.' }),
        ).toBeInTheDocument();
        expect(
          screen.queryByRole('article', { name: 'Pike Street Roastery' }),
        ).not.toBeInTheDocument();
      },
      { timeout: 3000 },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/store-locator?q=TX');
    expect(asked(requests)).toEqual([null, 'TX']);
  });

  it('when nothing matches, then it says so with examples', async () => {
    renderPage('/store-locator?q=Anchorage');
    expect(await screen.findByText(/No stores match “Anchorage”/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('Anchorage');
  });

  it('when the stores cannot be loaded, then a message and a retry show', async () => {
    renderCatalog(<StoreLocatorPage />, {
      route: '/store-locator',
      handlers: [
        http.get('/api/stores', () =>
          HttpResponse.json({ message: 'The catalog service is unavailable' }, { status: 503 }),
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the stores right now.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

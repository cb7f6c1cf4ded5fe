import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Subscription } from '@coffee/contracts';
import { http, HttpResponse, makeUser, renderApp } from '@coffee/platform/testing';
import { Subscriptions } from '..';
import { withUi } from '../../../test/fixtures';
import {
  cardsAnswer,
  makeSubscription,
  optionsAnswer,
  productAnswer,
} from '../../../test/subscription-fixtures';

const gift = {
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  message: null,
  deliveries: 6,
  remaining: 4,
  endedReason: null,
};

function open(subscriptions: Subscription[]) {
  return renderApp(
    <Routes>
      <Route path="/account-page" element={<Subscriptions />} />
    </Routes>,
    {
      route: '/account-page?tab=subscriptions',
      user: makeUser(),
      wrap: withUi,
      handlers: [
        http.get('/api/subscriptions', () => HttpResponse.json(subscriptions)),
        optionsAnswer(),
        cardsAnswer(),
        productAnswer(),
      ],
    },
  );
}

const card = () => screen.findByRole('listitem', { name: 'Ethiopia Yirgacheffe' });

describe('Subscriptions tab: gifts', () => {
  it('when a subscription is a gift, then it says for whom and how many prepaid deliveries are left', async () => {
    open([makeSubscription({ gift })]);
    const item = await card();
    expect(item).toHaveTextContent('Gift for Grace Hopper · 4 of 6 deliveries left');
    expect(item).toHaveTextContent('Prepaid: nothing more is charged');
    expect(item).not.toHaveTextContent('per delivery');
  });

  it('when a gift has sent every delivery, then it says it ended', async () => {
    open([
      makeSubscription({
        status: 'cancelled',
        next: null,
        gift: { ...gift, remaining: 0, endedReason: 'All 6 prepaid deliveries were sent' },
      }),
    ]);
    expect(await card()).toHaveTextContent(
      'Gift for Grace Hopper · All 6 prepaid deliveries were sent',
    );
  });

  it('when a subscription is not a gift, then no gift line shows', async () => {
    open([makeSubscription()]);
    expect(await card()).not.toHaveTextContent('Gift for');
  });
});

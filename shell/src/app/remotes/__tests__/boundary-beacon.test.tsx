import { screen } from '@testing-library/react';
import { renderApp } from '@coffee/platform/testing';
import { withUi } from '../../__tests__/remote-stubs';
import { RemoteBoundary } from '../remote-boundary';

const RELEASE = '1.4.0-3f9a0c2b71de';

jest.mock('../load-remote', () => ({
  ...jest.requireActual('../load-remote'),
  remoteEntryOf: () => `/releases/catalog/${RELEASE}/mf-manifest.json`,
}));

describe("a remote's render failure", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('when its component throws while rendering, then a render-failed beacon names the release and the fallback shows', async () => {
    const sendBeacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const Broken = () => {
      throw new Error('the canary is broken');
    };
    renderApp(
      <RemoteBoundary remote="catalog" variant="page">
        <Broken />
      </RemoteBoundary>,
      { wrap: withUi },
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(body)])).toEqual([
      ['/beacons/remotes', { remote: 'catalog', release: RELEASE, event: 'render-failed' }],
    ]);
  });
});

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { withUi } from '../../../test/fixtures';
import { ProductImage } from '../components/product-image';

describe('a server-rendered product image', () => {
  afterEach(() => jest.restoreAllMocks());

  it('when it failed before hydration, then the drawn bag replaces it', async () => {
    const ui = withUi(<ProductImage src="/img/missing.svg" name="House Blend" />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // As a browser reports an image that finished loading and cannot be shown.
    const img = container.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: true });
    img.decode = () => Promise.reject(new Error('EncodingError'));
    const root = await act(async () => hydrateRoot(container, ui));
    expect(await screen.findByTestId('product-image-fallback')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});

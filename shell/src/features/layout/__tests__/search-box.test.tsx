import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { SearchBox } from '../header/search-box';
import { searchPath } from '../header/search-query';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function renderSearch(route = '/') {
  return renderApp(
    <>
      <SearchBox />
      <Where />
    </>,
    { route, wrap: (c) => <UiProvider>{c}</UiProvider> },
  );
}

describe('searchPath', () => {
  it('when the query is empty or blank, then there is nowhere to go', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('   \t ')).toBeNull();
  });

  it('when the query has spaces around it and special characters, then it is trimmed and encoded', () => {
    expect(searchPath('  cold brew & co/2?  ')).toBe('/search?q=cold%20brew%20%26%20co%2F2%3F');
  });
});

describe('header search box', () => {
  it('when a query is submitted, then it goes to /search with the encoded trimmed query', async () => {
    renderSearch('/category/beans');
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Search products' }),
      '  dark roast #1 {enter}',
    );
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/search?q=dark%20roast%20%231',
    );
  });

  it('when only spaces are submitted with the button, then it stays where it is', async () => {
    renderSearch('/category/beans');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), '    ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      /^\/category\/beans$/,
    );
  });

  it('when the box is empty or only spaces, then the browser itself refuses the form (as before the scripts run)', async () => {
    renderSearch('/category/beans');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    const form = screen.getByRole('search');
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('title', expect.stringMatching(/looking for/));
    expect(box).toBeInvalid();
    await userEvent.type(box, '   ');
    expect(box).toBeInvalid();
    expect((form as HTMLFormElement).checkValidity()).toBe(false);
    await userEvent.type(box, ' x ');
    expect(box).toBeValid();
    await userEvent.clear(box);
    await userEvent.type(box, '  cold brew  ');
    expect(box).toBeValid();
  });

  it('when the page is a search results page, then the box shows its query', () => {
    renderSearch('/search?q=ethiopian%20yirgacheffe');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue(
      'ethiopian yirgacheffe',
    );
  });
});

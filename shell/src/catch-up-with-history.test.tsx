import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { CatchUpWithHistory } from './catch-up-with-history';

function ShownPage() {
  const { search } = useLocation();
  return <p data-testid="shown">{search}</p>;
}

/** The visitor's back button, pressed after the router read the URL and before it listened. */
function BackPressedDuringAdoption({ to }: { to: string }) {
  useState(() => window.history.replaceState(window.history.state, '', to));
  return null;
}

describe('CatchUpWithHistory', () => {
  beforeEach(() => window.history.replaceState(null, '', '/search?page=2'));

  it('shows the page the URL names when the URL moved before the router listened', async () => {
    await act(async () => {
      render(
        <BrowserRouter>
          <ShownPage />
          <BackPressedDuringAdoption to="/search?page=1" />
          <CatchUpWithHistory />
        </BrowserRouter>,
      );
    });
    expect(window.location.search).toBe('?page=1');
    expect(screen.getByTestId('shown').textContent).toBe('?page=1');
  });

  it('leaves the router alone when it rendered the URL', async () => {
    const moves: string[] = [];
    const listen = (event: PopStateEvent) => moves.push(String(event.type));
    window.addEventListener('popstate', listen);
    await act(async () => {
      render(
        <BrowserRouter>
          <ShownPage />
          <CatchUpWithHistory />
        </BrowserRouter>,
      );
    });
    window.removeEventListener('popstate', listen);
    expect(screen.getByTestId('shown').textContent).toBe('?page=2');
    expect(moves).toEqual([]);
  });
});

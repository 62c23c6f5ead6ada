import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignOutReason } from '@tradeshub/sdk';
import { RequireAuth } from '../guards';

const session = vi.hoisted(() => ({ endedBecause: undefined as SignOutReason | undefined, restoring: false }));
vi.mock('../../lib/session', () => ({
  useSession: () => ({
    // `restoring`: a stored token whose profile is still loading.
    isAuthenticated: session.restoring,
    isLoading: session.restoring,
    commissionRate: 4,
    userInfo: null,
    isBusinessUser: false,
    businessModeKnown: true,
    endedBecause: session.endedBecause,
  }),
}));

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="at">{`${location.pathname}${location.search}`}</p>;
}

function renderPrivatePage(endedBecause: SignOutReason | undefined) {
  session.endedBecause = endedBecause;
  session.restoring = false;
  render(
    <MemoryRouter initialEntries={['/user/settings/security?tab=2']}>
      <Routes>
        <Route path="/auth/signin" element={<WhereAmI />} />
        <Route path="*" element={<RequireAuth>private</RequireAuth>} />
      </Routes>
    </MemoryRouter>,
  );
  return new URL(screen.getByTestId('at').textContent ?? '', 'http://hub.test');
}

describe('RequireAuth', () => {
  it('sends a visitor to sign in and back to the page afterwards', () => {
    const at = renderPrivatePage(undefined);
    expect(at.pathname).toBe('/auth/signin');
    expect(at.searchParams.get('returnTo')).toBe('/user/settings/security?tab=2');
    expect(at.searchParams.get('reason')).toBeNull();
  });

  it("says 'Session expired' when the session ended because its token died", () => {
    const at = renderPrivatePage('expired');
    expect(at.searchParams.get('reason')).toBe('expired');
    expect(at.searchParams.get('returnTo')).toBe('/user/settings/security?tab=2');
  });

  it('does not claim an expiry after a deliberate sign-out', () => {
    expect(renderPrivatePage('signed-out').searchParams.get('reason')).toBeNull();
  });
});

describe('RequireAuth while a stored session is restored', () => {
  afterEach(() => {
    session.restoring = false;
  });

  it('waits for the profile, unless the page draws before it', () => {
    session.restoring = true;
    const { unmount } = render(<RequireAuth>private</RequireAuth>, { wrapper: MemoryRouter });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByText('private')).not.toBeInTheDocument();
    unmount();

    render(<RequireAuth waitForProfile={false}>private</RequireAuth>, { wrapper: MemoryRouter });
    expect(screen.getByText('private')).toBeInTheDocument();
  });
});

it('a page that draws before the profile still sends a visitor to sign in', () => {
  session.endedBecause = undefined;
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="/auth/signin" element={<WhereAmI />} />
        <Route path="*" element={<RequireAuth waitForProfile={false}>private</RequireAuth>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.queryByText('private')).not.toBeInTheDocument();
  expect(new URL(screen.getByTestId('at').textContent ?? '', 'http://hub.test').searchParams.get('returnTo')).toBe('/home');
});

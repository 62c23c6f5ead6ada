import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SignOutReason } from '@tradeshub/sdk';
import { RequireAuth } from '../guards';

const session = vi.hoisted(() => ({ endedBecause: undefined as SignOutReason | undefined }));
vi.mock('../../lib/session', () => ({
  useSession: () => ({
    isAuthenticated: false,
    isLoading: false,
    commissionRate: 4,
    userInfo: null,
    isBusinessUser: false,
    endedBecause: session.endedBecause,
  }),
}));

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="at">{`${location.pathname}${location.search}`}</p>;
}

function renderPrivatePage(endedBecause: SignOutReason | undefined) {
  session.endedBecause = endedBecause;
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

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerRoutedPaths } from '../../../config/navigation';
import { paths } from '../../../config/paths';
import { SettingsLayout } from '../components/settings-layout';

const session = vi.hoisted(() => ({ isBusinessUser: false }));
vi.mock('../../../lib/session', () => ({
  useSession: () => ({ isAuthenticated: true, isLoading: false, commissionRate: 4, userInfo: null, isBusinessUser: session.isBusinessUser }),
}));

const s = paths.settings;

function renderSettings(isBusinessUser: boolean, at: string) {
  session.isBusinessUser = isBusinessUser;
  render(
    <MemoryRouter initialEntries={[at]}>
      <SettingsLayout title="Security">
        <p>Page</p>
      </SettingsLayout>
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Settings' });
  return within(nav).getAllByRole('link');
}

describe('settings tabs', () => {
  // The router registers the pages it serves.
  beforeAll(() => registerRoutedPaths([s.contactDetails(), s.security(), s.localArea(), s.notifications(), s.businessArea(), s.payments()]));

  it.each([
    { role: 'customer', isBusinessUser: false, tabs: ['Contact Details', 'Security', 'Local Area', 'Notifications'] },
    { role: 'tradesperson', isBusinessUser: true, tabs: ['Contact Details', 'Security', 'Business Details', 'Notifications', 'Payments'] },
  ])('shows a $role the tabs of their mode, in the spec order', ({ isBusinessUser, tabs }) => {
    const links = renderSettings(isBusinessUser, s.security());
    expect(links.map((link) => link.textContent)).toEqual(tabs);
  });

  it('marks the tab of the page being shown', () => {
    const links = renderSettings(true, s.businessArea());
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Business Details']);
    expect(screen.getByRole('link', { name: 'Business Details' })).toHaveAttribute('href', s.businessArea());
  });
});

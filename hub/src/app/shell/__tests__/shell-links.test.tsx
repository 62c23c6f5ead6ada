import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from '../footer';
import { MainNav } from '../main-nav';
import { paths } from '../../../config/paths';
import { isCurrentPath } from '../../../lib/router-clicks';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname} {useNavigationType()}
    </p>
  );
}

function renderAt(path: string) {
  const items = [
    { label: 'Community Hub', to: paths.home() },
    { label: 'Messages', to: paths.messages() },
  ];
  const Page = () => (
    <>
      <MainNav items={items} />
      <Where />
      <Footer />
    </>
  );
  const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('the shell’s plain links', () => {
  it('navigate through the router when clicked, as a <Link> does', async () => {
    const { router, user } = renderAt('/findabussiness');
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/faq PUSH');
    expect(router.state.location.pathname).toBe('/faq');

    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/messages PUSH');
  });

  it('replace the entry when they lead where you already are', async () => {
    const { user } = renderAt('/faq');
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/faq REPLACE');
  });

  it('leave a click with a modifier key to the browser (a new tab or window)', async () => {
    const { router, user } = renderAt('/findabussiness');
    const link = screen.getByRole('link', { name: 'Privacy' });
    let defaultPrevented: boolean | null = null;
    link.addEventListener('click', (event) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault(); // happy-dom would otherwise follow it
    });
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(router.state.location.pathname).toBe('/findabussiness');
    expect(defaultPrevented).toBe(false);
  });

  it('mark the current page’s menu link, and only it', () => {
    renderAt('/messages/5b1c');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Community Hub' })).not.toHaveAttribute('aria-current');
  });
});

describe('isCurrentPath', () => {
  it.each([
    ['/home', '/home', true],
    ['/home', '/HOME', true],
    ['/home', '/home/post/1', true],
    ['/home', '/homepage', false],
    ['/messages', '/', false],
    ['/', '/', true],
    ['/', '/home', false],
    ['/settings/', '/settings/security', true],
  ])('%s on %s: %s', (to, pathname, current) => {
    expect(isCurrentPath(to, pathname)).toBe(current);
  });
});

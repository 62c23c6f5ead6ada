import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../../lib/client';
import { Composer } from '../components/composer';

const TILING = { id: '0c1d2e3f-0000-4000-8000-0000000000a1', title: 'Tiling' } as Awaited<ReturnType<typeof client.business.getAllCategories>>[number];

afterEach(() => vi.restoreAllMocks());

describe('the composer', () => {
  it('asks for the trades once someone starts writing, and offers them and the place field for a job request', async () => {
    const categories = vi.spyOn(client.business, 'getAllCategories').mockResolvedValue([TILING]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Composer />
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'Write a post' });
    expect(categories).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(within(form).getByLabelText('Title'));
    expect(categories).toHaveBeenCalledTimes(1);

    await user.click(within(form).getByRole('radio', { name: /Job request/ }));
    expect(await within(form).findByRole('option', { name: 'Tiling' })).toBeInTheDocument();
    expect(await within(form).findByLabelText('Where is the job?')).toBeInTheDocument();
    expect(categories).toHaveBeenCalledTimes(1);
  });
});

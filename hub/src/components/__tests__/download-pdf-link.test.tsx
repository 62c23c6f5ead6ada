import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../../lib/toasts';

vi.mock('../../lib/client', () => ({ client: { session: { getAccessToken: () => 'token-123' } } }));

const { DownloadPdfLink } = await import('../download-pdf-link');

const WORK_ID = '3f2a1b9c-0d4e-4f00-8a1b-2c3d4e5f6a7b';

beforeEach(() => {
  useToasts.setState({ toasts: [] });
  URL.createObjectURL = vi.fn(() => 'blob:quote');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('Download PDF', () => {
  it('links to the document and fetches it with the session token, saved under the quote number', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<DownloadPdfLink documentId={WORK_ID} fileName="Quote Q-3F2A1B9C" />);

    const link = screen.getByRole('link', { name: 'Download PDF' });
    expect(link).toHaveAttribute('href', `/api/documents/${WORK_ID}`);
    await userEvent.setup().click(link);
    await waitFor(() => expect(clicked).toEqual(['Quote Q-3F2A1B9C.pdf']));
    expect(fetch).toHaveBeenCalledWith(`/api/documents/${WORK_ID}`, { headers: { Authorization: 'Bearer token-123' } });
  });

  it("says the server's sentence when the document cannot be had", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json({ message: 'We could not find that document.', code: 'NOT_FOUND' }, { status: 404 })));
    render(<DownloadPdfLink documentId={WORK_ID} fileName="Quote Q-3F2A1B9C" />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Download PDF' }));
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.text)).toContain('We could not find that document.'));
  });
});

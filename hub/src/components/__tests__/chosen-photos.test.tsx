import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ChosenPhotos } from '../chosen-photos';

// The thumbnails a post's photos and a request for help's photos share.
describe('chosen photos', () => {
  test('shows each photo, its name where there is no preview, and takes one off by its button', async () => {
    const onRemove = vi.fn();
    render(
      <ChosenPhotos
        photos={[
          { key: 'a', name: 'leak.jpg', preview: 'data:image/png;base64,iVBORw0KGgo=' },
          { key: 'b', name: 'ceiling.heic', preview: '' },
        ]}
        onRemove={onRemove}
      />,
    );
    const list = screen.getByRole('list', { name: 'Chosen photos' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'leak.jpg' })).toBeInTheDocument();
    expect(screen.getByText('ceiling.heic')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove ceiling.heic' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  test('shows nothing until a photo is chosen', () => {
    const { container } = render(<ChosenPhotos photos={[]} onRemove={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarInput } from '../components/star-input';

function Harness({ initial }: { initial?: number }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return <StarInput label="Punctuality" value={value} onChange={setValue} />;
}

describe('star input', () => {
  it('is one radio group named by what it scores, with five choices', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Punctuality' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
  });

  it('moves the score with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness initial={3} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  });

  it('chooses a score with Space on a focused star', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
  });
});

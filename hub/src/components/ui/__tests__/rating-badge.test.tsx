import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingBadge } from '../rating-badge';
import { StarRating } from '../star-rating';

describe('RatingBadge colour bands (spec section 9)', () => {
  it.each([
    [2.44, 'red', '#d32f2f'],
    [2.5, 'amber', '#ffb300'],
    [3.44, 'amber', '#ffb300'],
    [3.45, 'amber', '#ffb300'],
    [3.49, 'amber', '#ffb300'],
    [3.5, 'purple', '#6a1b9a'],
    [4.8, 'purple', '#6a1b9a'],
    [1, 'red', '#d32f2f'],
  ])('paints %s in the %s band', (rating, band, colour) => {
    render(<RatingBadge rating={rating} />);
    const badge = screen.getByRole('img');
    expect(badge).toHaveAttribute('data-band', band);
    expect(badge.style.backgroundColor.toLowerCase()).toBe(colour);
  });

  it('shows the rating with one decimal and reads it out of 5', () => {
    render(<RatingBadge rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toHaveTextContent('4.0');
  });

  it('shows a business nobody has rated as new, not as a red zero', () => {
    render(<RatingBadge rating={0} />);
    const badge = screen.getByRole('img', { name: 'Not rated yet' });
    expect(badge).toHaveTextContent('New');
    expect(badge).toHaveAttribute('data-band', 'unrated');
  });
});

describe('StarRating', () => {
  it('is labelled with the rating out of 5', () => {
    render(<StarRating rating={4.26} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  });

  it('says when there is no rating yet', () => {
    render(<StarRating rating={0} />);
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
  });
});

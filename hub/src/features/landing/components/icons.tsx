import type { CategoryTitle } from '@tradeshub/sdk';

// Simple line icons drawn on a 24-unit grid in the current text colour.
const ICONS = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4',
  quote: 'M7 3h7l5 5v13H7zM14 3v5h5M10 12h6M10 16h6',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  star: 'm12 3 2.7 5.6 6.1.8-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.8z',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6zm-3 9 2 2 4-4',
  scales: 'M12 4v16M6 20h12M5 8h14M5 8l-3 6a3 3 0 0 0 6 0zM19 8l-3 6a3 3 0 0 0 6 0z',
  clipboard: 'M9 3h6v3H9zM7 4.5H5V21h14V4.5h-2M9 14l2 2 4-4',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M22 21a7 7 0 0 0-4-6.3',
  check: 'M5 12l5 5 9-10',
  wrench: 'M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8-1.5-1.5a4 4 0 0 0-5-5L14 6zM3 21l6-6',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  house: 'M3 11 12 3l9 8M5 9.5V21h14V9.5M10 21v-6h4v6',
  hammer: 'M14 6 9 11l8 8 3-3-8-8 2-2-3-3-4 1zM9 11l-6 6 2 2 6-6',
  brush: 'M15 3l6 6-8 8-6-6zM7 11l-4 4c-1 1 0 4 1 5s4 2 5 1l4-4',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l7-7',
  roof: 'M2 12 12 4l10 8M6 9v11h12V9M10 20v-5h4v5',
  tiles: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  gate: 'M4 21V5M20 21V5M4 8h16M4 18h16M8 8v10M12 8v10M16 8v10',
  drop: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z',
  ladder: 'M7 3v18M17 3v18M7 7h10M7 12h10M7 17h10',
} as const;
export type IconName = keyof typeof ICONS;

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={ICONS[name]} />
    </svg>
  );
}

/** The icon each work category shows in the category grid. */
export const CATEGORY_ICONS: Record<CategoryTitle, IconName> = {
  Plumbing: 'wrench',
  'Electrical work': 'bolt',
  'Building & extensions': 'house',
  Carpentry: 'hammer',
  'Painting & Decorating': 'brush',
  'Hard Landscaping': 'tiles',
  'Soft Landscaping': 'leaf',
  Plastering: 'brush',
  Fencing: 'gate',
  Handyman: 'wrench',
  Bricklaying: 'tiles',
  Roofing: 'roof',
  Joinery: 'hammer',
  Tiling: 'tiles',
  Scaffolding: 'ladder',
  'Automated gates & barriers': 'gate',
  'Loft conversions': 'roof',
  'Refurbishments & home improvements': 'house',
  'Home security installation specialist': 'shield',
  Flooring: 'tiles',
  'Kitchen fitter': 'hammer',
  'Concrete specialist': 'tiles',
  'Driveway & patio cleaning': 'drop',
  Guttering: 'drop',
};

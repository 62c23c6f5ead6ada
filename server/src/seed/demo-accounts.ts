import type { CategoryTitle, Role } from '@tradeshub/sdk';

/** The one password every seeded account shares, so a demo can sign in as anyone. */
export const DEMO_PASSWORD = 'Tradeshub-demo-2026';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export interface DemoTradespersonAccount extends DemoAccount {
  businessName: string;
  categories: readonly CategoryTitle[];
}

/** The sign-ins the README lists: a customer, a tradesperson with a reviewed business, an operator. */
export const DEMO_ACCOUNTS = {
  customer: {
    email: 'customer@demo.tradeshub.uk',
    password: DEMO_PASSWORD,
    role: 'CUSTOMER',
    firstName: 'Amelia',
    lastName: 'Clarke',
  },
  tradesperson: {
    email: 'trades@demo.tradeshub.uk',
    password: DEMO_PASSWORD,
    role: 'TRADEPERSON',
    firstName: 'Ravi',
    lastName: 'Patel',
    businessName: 'Clarke & Patel Plumbing',
    categories: ['Plumbing', 'Kitchen fitter'],
  },
  admin: {
    email: 'admin@demo.tradeshub.uk',
    password: DEMO_PASSWORD,
    role: 'ADMIN',
    firstName: 'Jess',
    lastName: 'Whitfield',
  },
} as const satisfies { customer: DemoAccount; tradesperson: DemoTradespersonAccount; admin: DemoAccount };

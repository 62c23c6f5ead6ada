import { DEFAULT_COUNTRY } from '@tradeshub/sdk';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { daysAfter, daysBefore, pointNear, type AddressRow, type DemoContext, type UserRow } from './demo-context.js';
import { emailSafe, pickPersonName, type PersonName } from './people.js';
import { TOWNS, type District, type Town } from './places.js';
import { postcodeIn, STREET_NAMES } from './street-addresses.js';

export interface DemoCustomer {
  user: UserRow;
  /** Towns the customer has an address in; they review businesses there first. */
  towns: ReadonlySet<string>;
}

const CUSTOMERS_PER_TOWN_WEIGHT = 10;
const EMAIL_PROVIDERS = ['example.co.uk', 'mail.example', 'inbox.example'] as const;
const SECOND_ADDRESS_LABELS = ['Work', "Mum's house", 'Rental flat', "Dad's house", 'Holiday let'] as const;

/** The demo customer first, then customers spread over the towns like the businesses. */
export function buildCustomers(ctx: DemoContext): { customers: DemoCustomer[]; addresses: AddressRow[] } {
  const emails = new Set<string>();
  const addresses: AddressRow[] = [];
  const customers = [buildDemoCustomer(ctx, addresses)];
  for (const town of TOWNS) {
    for (let i = 0; i < town.weight * CUSTOMERS_PER_TOWN_WEIGHT; i++) {
      customers.push(buildCustomer(ctx, town, emails, addresses));
    }
  }
  return { customers, addresses };
}

function buildCustomer(ctx: DemoContext, town: Town, emails: Set<string>, addresses: AddressRow[]): DemoCustomer {
  const { random, now, phones } = ctx;
  const person = pickPersonName(random);
  const createdAt = daysBefore(now, random.int(20, 1100));
  const user = customerRow(ctx, person, uniqueEmail(ctx, person, emails), random.chance(0.7) ? phones.mobile() : null, createdAt);
  addresses.push(addressRow(ctx, user, town, random.pick(town.districts), 'Home'));
  const towns = new Set([town.name]);
  if (random.chance(0.3)) {
    const elsewhere = random.chance(0.6) ? town : random.pick(TOWNS);
    addresses.push(addressRow(ctx, user, elsewhere, random.pick(elsewhere.districts), random.pick(SECOND_ADDRESS_LABELS)));
    towns.add(elsewhere.name);
  }
  return { user, towns };
}

/** Amelia Clarke of East Dulwich, who also looks after her mother's house in Hove. */
function buildDemoCustomer(ctx: DemoContext, addresses: AddressRow[]): DemoCustomer {
  const account = DEMO_ACCOUNTS.customer;
  const user = customerRow(ctx, account, account.email, ctx.phones.mobile(), daysBefore(ctx.now, 800));
  const london = TOWNS.find((t) => t.name === 'London') as Town;
  const brighton = TOWNS.find((t) => t.name === 'Brighton') as Town;
  addresses.push(addressRow(ctx, user, london, london.districts.find((d) => d.code === 'SE22') as District, 'Home'));
  addresses.push(addressRow(ctx, user, brighton, brighton.districts.find((d) => d.code === 'BN3') as District, "Mum's house"));
  return { user, towns: new Set([london.name, brighton.name]) };
}

function customerRow(ctx: DemoContext, person: PersonName, email: string, phoneNumber: string | null, createdAt: Date): UserRow {
  return {
    id: ctx.random.uuid(),
    firstName: person.firstName,
    lastName: person.lastName,
    email,
    phoneNumber,
    passwordHash: ctx.passwordHash,
    role: 'CUSTOMER',
    emailVerifiedAt: daysAfter(createdAt, ctx.random.between(0.001, 0.05)),
    communityRuleAccepted: true,
    isBoarded: true,
    createdAt,
    updatedAt: createdAt,
  };
}

function uniqueEmail(ctx: DemoContext, person: PersonName, emails: Set<string>): string {
  const local = `${emailSafe(person.firstName)}.${emailSafe(person.lastName)}`;
  const provider = ctx.random.pick(EMAIL_PROVIDERS);
  let email = `${local}@${provider}`;
  for (let n = 2; emails.has(email); n++) email = `${local}${n}@${provider}`;
  emails.add(email);
  return email;
}

function addressRow(ctx: DemoContext, user: UserRow, town: Town, district: District, label: string): AddressRow {
  const { random } = ctx;
  const flat = random.chance(0.25) ? `Flat ${random.int(1, 12)}, ` : '';
  return {
    id: random.uuid(),
    userId: user.id,
    label,
    address1: `${flat}${random.int(1, 220)} ${random.pick(STREET_NAMES)}`,
    address2: district.neighbourhood,
    locality: town.name,
    postcode: postcodeIn(district, random),
    country: DEFAULT_COUNTRY,
    ...pointNear(random, district, 1.2),
    createdAt: user.createdAt,
    updatedAt: user.createdAt,
  };
}

import { CATEGORIES, DEFAULT_COUNTRY, type AccountType, type CategoryTitle } from '@tradeshub/sdk';
import { cellOf } from '../modules/business/geo.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { daysAfter, daysBefore, pointNear, type BusinessRow, type DemoContext, type UserRow } from './demo-context.js';
import { emailSafe, pickPersonName, type PersonName } from './people.js';
import { TOWNS, type District, type Town } from './places.js';
import { postcodeIn, STREET_NAMES, TRADING_ESTATES } from './street-addresses.js';
import { BRAND_WORDS, TRADE_PROFILES } from './trade-profiles.js';

/** A demo business with its owner and what the review builder needs to know about it. */
export interface DemoBusiness {
  row: BusinessRow;
  owner: UserRow;
  categories: CategoryTitle[];
  town: Town;
  /** The overall score its customers give on average. */
  calibre: number;
  reviewTarget: number;
}

const BUSINESSES_PER_TOWN_WEIGHT = 12;

/**
 * The trades people look for first. Each town has at least BUSINESSES_PER_COMMON_TRADE
 * businesses offering each, so a search for one finds a choice (a Plumbing search in Bath
 * used to find one).
 */
export const COMMON_TRADES = [
  'Plumbing',
  'Electrical work',
  'Painting & Decorating',
  'Roofing',
  'Handyman',
  'Building & extensions',
] as const satisfies readonly CategoryTitle[];
export const BUSINESSES_PER_COMMON_TRADE = 3;
const SCOTTISH_TOWNS = new Set(['Edinburgh', 'Glasgow']);
const MINUTE_DAYS = 1 / (24 * 60);

/** The demo tradesperson's business first, then each town's businesses. */
export function buildBusinesses(ctx: DemoContext): DemoBusiness[] {
  const taken = { names: new Set<string>(), domains: new Set<string>(['clarkeandpatel']) };
  const result = [buildDemoTradespersonBusiness(ctx)];
  // Each town takes the next run of categories, so every category turns up in many towns.
  let cursor = 0;
  for (const town of TOWNS) {
    for (let i = 0; i < town.weight * BUSINESSES_PER_TOWN_WEIGHT; i++) {
      const primary = CATEGORIES[cursor++ % CATEGORIES.length] as CategoryTitle;
      result.push(buildBusiness(ctx, town, primary, taken));
    }
  }
  // Then the common trades are topped up town by town; their reviews and recommendations
  // come from the same builders as everyone else's.
  for (const town of TOWNS) {
    for (const trade of COMMON_TRADES) {
      const offering = result.filter((b) => b.town === town && b.categories.includes(trade)).length;
      for (let i = offering; i < BUSINESSES_PER_COMMON_TRADE; i++) result.push(buildBusiness(ctx, town, trade, taken));
    }
  }
  return result;
}

function buildBusiness(ctx: DemoContext, town: Town, primary: CategoryTitle, taken: { names: Set<string>; domains: Set<string> }): DemoBusiness {
  const { random, now, phones } = ctx;
  const accountType: AccountType = random.chance(0.4) ? 'company' : 'individual';
  const person = pickPersonName(random);
  let name = businessName(ctx, person, primary, town, accountType);
  for (let attempt = 1; taken.names.has(name) || taken.domains.has(domainOf(name)); attempt++) {
    if (attempt > 50) throw new Error(`Could not find an unused demo business name for ${person.lastName} in ${town.name}`);
    name = businessName(ctx, person, primary, town, accountType);
  }
  taken.names.add(name);
  const domain = domainOf(name);
  taken.domains.add(domain);

  const profile = TRADE_PROFILES[primary];
  const extras = random.weighted([
    [0, 4],
    [1, 4],
    [2, 2],
  ] as const);
  const categories = [primary, ...random.sample(profile.related, extras)];
  const isCompany = accountType === 'company';
  const district = random.pick(town.districts);
  const radiusMiles = random.pick([10, 15, 20, 25, 30, 30, 35, 40]);
  const ownerCreatedAt = daysBefore(now, random.int(45, 1100));
  const mobile = phones.mobile();
  const ownerEmail = `${emailSafe(person.firstName)}${random.chance(0.5) ? `.${emailSafe(person.lastName)}` : ''}@${domain}.example`;
  const owner = ownerRow(ctx, person, ownerEmail, mobile, ownerCreatedAt);

  const row: BusinessRow = {
    ...locationOf(ctx, town, district, isCompany && random.chance(0.5)),
    id: random.uuid(),
    serviceId: random.uuid(),
    referralUuid: random.uuid(),
    ownerUserId: owner.id,
    name,
    email: isCompany || random.chance(0.5) ? `${random.pick(['info', 'hello', 'office', 'enquiries'])}@${domain}.example` : ownerEmail,
    phoneNumber: isCompany && random.chance(0.6) ? phones.landline(town) : mobile,
    description: `${random.pick(profile.blurbs)} ${random.pick(profile.credentials)} ${areaLine(ctx, town, district, radiusMiles)}`,
    accountType,
    crn: isCompany ? companyNumber(ctx, town) : null,
    vatNo: isCompany && random.chance(0.6) ? `GB${random.digits(9)}` : null,
    isAssessor: isCompany && categories.some((c) => c === 'Building & extensions' || c === 'Refurbishments & home improvements') && random.chance(0.3),
    radiusMiles,
    serviceAreaMiles: radiusMiles,
    businessRuleAccepted: true,
    createdAt: daysAfter(ownerCreatedAt, 30 * MINUTE_DAYS),
    updatedAt: daysAfter(ownerCreatedAt, 30 * MINUTE_DAYS),
  };
  const calibre =
    random.weighted([
      [4.7, 45],
      [4.3, 30],
      [3.6, 15],
      [2.6, 10],
    ] as const) + random.between(-0.15, 0.15);
  const reviewTarget = random.chance(0.1)
    ? 0
    : random.weighted([
        [2, 3], [3, 4], [4, 4], [5, 4], [6, 3], [7, 3], [8, 2], [9, 2], [10, 1], [11, 1], [12, 1],
      ] as const);
  return { row, owner, categories, town, calibre, reviewTarget };
}

/** Clarke & Patel Plumbing in Tooting, the business the demo tradesperson signs in to. */
function buildDemoTradespersonBusiness(ctx: DemoContext): DemoBusiness {
  const { random, now, phones } = ctx;
  const account = DEMO_ACCOUNTS.tradesperson;
  const london = TOWNS.find((t) => t.name === 'London') as Town;
  const tooting = london.districts.find((d) => d.code === 'SW17') as District;
  const ownerCreatedAt = daysBefore(now, 1095);
  const owner = ownerRow(ctx, account, account.email, phones.mobile(), ownerCreatedAt);
  const row: BusinessRow = {
    ...locationOf(ctx, london, tooting, false),
    id: random.uuid(),
    serviceId: random.uuid(),
    referralUuid: random.uuid(),
    ownerUserId: owner.id,
    name: account.businessName,
    email: 'hello@clarkeandpatel.example',
    phoneNumber: phones.landline(london),
    description:
      'Family-run plumbing and kitchen fitting firm in Tooting, covering south and central London. Boiler swaps, bathrooms and complete kitchens, with a two-year guarantee on every kitchen we fit. Gas Safe registered and fully insured.',
    accountType: 'company',
    crn: companyNumber(ctx, london),
    vatNo: `GB${random.digits(9)}`,
    isAssessor: false,
    radiusMiles: 20,
    serviceAreaMiles: 20,
    businessRuleAccepted: true,
    createdAt: daysAfter(ownerCreatedAt, 30 * MINUTE_DAYS),
    updatedAt: daysAfter(ownerCreatedAt, 30 * MINUTE_DAYS),
  };
  return { row, owner, categories: [...account.categories], town: london, calibre: 4.6, reviewTarget: 9 };
}

function ownerRow(ctx: DemoContext, person: PersonName, email: string, phoneNumber: string, createdAt: Date): UserRow {
  return {
    id: ctx.random.uuid(),
    firstName: person.firstName,
    lastName: person.lastName,
    email,
    phoneNumber,
    passwordHash: ctx.passwordHash,
    role: 'TRADEPERSON',
    emailVerifiedAt: daysAfter(createdAt, 10 * MINUTE_DAYS),
    communityRuleAccepted: true,
    isBoarded: true,
    hasSwitched: true,
    createdAt,
    updatedAt: createdAt,
  };
}

function locationOf(ctx: DemoContext, town: Town, district: District, onTradingEstate: boolean) {
  const { random } = ctx;
  const point = pointNear(random, district, 1.5);
  return {
    address1: onTradingEstate
      ? `Unit ${random.int(1, 24)}, ${random.pick(TRADING_ESTATES)}`
      : `${random.int(1, 180)} ${random.pick(STREET_NAMES)}`,
    address2: district.neighbourhood,
    locality: town.name,
    postcode: postcodeIn(district, random),
    country: DEFAULT_COUNTRY,
    ...point,
    h3Cell: cellOf(point.latitude, point.longitude),
  };
}

function businessName(ctx: DemoContext, owner: PersonName, primary: CategoryTitle, town: Town, accountType: AccountType): string {
  const { random } = ctx;
  const trade = random.pick(TRADE_PROFILES[primary].tradeWords);
  const brand = random.pick([...town.localWords, ...BRAND_WORDS]);
  if (accountType === 'individual') {
    return random.weighted([
      [`${owner.firstName.charAt(0)}. ${owner.lastName} ${trade}`, 3],
      [`${owner.firstName} ${owner.lastName} ${trade}`, 2],
      [`${owner.lastName} ${trade}`, 3],
      [`${brand} ${trade}`, 2],
    ]);
  }
  const partner = pickPersonName(random).lastName;
  return random.weighted([
    [`${owner.lastName} & Sons ${trade} Ltd`, 2],
    [`${brand} ${trade} Ltd`, 4],
    [`${owner.lastName} & ${partner} ${trade} Ltd`, 1],
    [`${owner.lastName} ${trade} Ltd`, 2],
  ]);
}

/** The first three words of the name, e.g. 'J. Okafor Roofing' -> 'jokaforroofing'. */
function domainOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => w !== '&' && w !== 'Ltd');
  return emailSafe(words.slice(0, 3).join(''));
}

function companyNumber(ctx: DemoContext, town: Town): string {
  // Companies House numbers: 8 digits in England and Wales, SC and 6 digits in Scotland.
  return SCOTTISH_TOWNS.has(town.name) ? `SC${ctx.random.digits(6)}` : `${ctx.random.pick(['0', '1'])}${ctx.random.digits(7)}`;
}

function areaLine(ctx: DemoContext, town: Town, district: District, radiusMiles: number): string {
  // 'City Centre' reads as 'the city centre' mid-sentence; named neighbourhoods stay as they are.
  const base = /Centre$/.test(district.neighbourhood) ? `the ${district.neighbourhood.toLowerCase()}` : district.neighbourhood;
  return ctx.random.pick([
    `Based in ${base}, covering ${town.name} and up to ${radiusMiles} miles around.`,
    `Serving ${town.name} and the surrounding area from our base in ${base}.`,
    `Covering ${town.name} within ${radiusMiles} miles; free, no-obligation quotes.`,
  ]);
}

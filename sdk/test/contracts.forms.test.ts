import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { defaultBusinessForm, defaultRegisterForm } from '../src/domain/form-defaults.js';
import {
  apiContracts,
  businessRegisterBodySchema,
  businessSearchBodySchema,
  businessUpdateBodySchema,
  createRecommendationBodySchema,
  feedbackBodySchema,
  registerBodySchema,
  reviewSchema,
  workSchema,
} from '../src/contracts/index.js';

/** The message of each failing field, keyed by its dotted path. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const plumbing = { id: uuid(1), title: 'Plumbing' } as const;

const validRegistration = {
  ...defaultRegisterForm(),
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: '  Ada@Example.co.uk ',
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  phoneNumber: '07700 900123',
};

describe('the register form', () => {
  test('accepts a filled-in form, tidying the email address', () => {
    expect(registerBodySchema.parse(validRegistration).emailAddress).toBe('ada@example.co.uk');
  });

  test('rejects mismatched passwords at confirmPassword', () => {
    expect(errorsOf(registerBodySchema, { ...validRegistration, confirmPassword: 'correct horse battery!' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  test('says the passwords do not match even while other fields are still empty', () => {
    const errors = errorsOf(registerBodySchema, { ...defaultRegisterForm(), password: 'abcdefgh', confirmPassword: 'abcdefgx' });
    expect(errors.confirmPassword).toBe('Passwords do not match');
    expect(errors.firstName).toBe('Enter your first name');
  });

  test.each([
    ['firstName', '   ', 'Enter your first name'],
    ['lastName', 'x'.repeat(51), 'Your last name must be 50 characters or fewer'],
    ['emailAddress', 'ada@', 'Enter a valid email address, like name@example.co.uk'],
    ['phoneNumber', '12345', 'Enter a valid UK phone number, like 07700 900123'],
  ])('names the field when %s is %j', (field, value, message) => {
    expect(errorsOf(registerBodySchema, { ...validRegistration, [field]: value })[field]).toBe(message);
  });

  test.each([
    ['short', 'Password must be at least 8 characters'],
    ['x'.repeat(129), 'Password must be 128 characters or fewer'],
  ])('limits the password length (%s)', (password, message) => {
    expect(errorsOf(registerBodySchema, { ...validRegistration, password, confirmPassword: password }).password).toBe(message);
  });

  test.each(['+44 7700 900123', '020 7946 0958', '0044 7700900123'])('accepts the UK phone number %s', (phoneNumber) => {
    expect(registerBodySchema.safeParse({ ...validRegistration, phoneNumber }).success).toBe(true);
  });

  test('drops fields it does not know', () => {
    expect(registerBodySchema.parse({ ...validRegistration, role: 'ADMIN' })).not.toHaveProperty('role');
  });
});

const filledBusinessForm = () => ({
  ...defaultBusinessForm(),
  workCategories: [plumbing],
  name: 'Pipe Dreams',
  email: 'hello@pipedreams.co.uk',
  businessPhoneNumber: '0113 496 0000',
  location: {
    ...defaultBusinessForm().location,
    address1: '1 Canal Street',
    locality: 'Leeds',
    postcode: 'ls1 4ab',
    latitude: 53.79,
    longitude: -1.55,
  },
});

describe('the business form', () => {
  test('accepts the domain form once filled in', () => {
    const body = businessRegisterBodySchema.parse(filledBusinessForm());
    expect(body).toMatchObject({ radius: 30, serviceArea: 30, accountType: 'individual', location: { postcode: 'LS1 4AB' } });
  });

  test('asks a company for its registration number', () => {
    expect(errorsOf(businessRegisterBodySchema, { ...filledBusinessForm(), accountType: 'company' })).toEqual({
      crn: 'Enter your company registration number',
    });
  });

  test('asks for an address picked from the suggestions when it has no coordinates', () => {
    const errors = errorsOf(businessRegisterBodySchema, { ...filledBusinessForm(), location: defaultBusinessForm().location });
    expect(errors['location.latitude']).toBe('Choose the address from the suggestions so we can place it on the map');
    expect(errors['location.address1']).toBe('Enter the first line of the address');
    expect(errors.workCategories).toBeUndefined();
  });

  test('an update changes only what it sends, without filling in defaults', () => {
    expect(businessUpdateBodySchema.parse({ name: 'Pipe Dreams Ltd' })).toEqual({ name: 'Pipe Dreams Ltd' });
  });
});

describe('search and other bodies', () => {
  test('an empty search is the spec default filter', () => {
    expect(businessSearchBodySchema.parse({})).toEqual({
      overall: [0, 0],
      price: [0, 0],
      distance: [0, 21],
      cleanliness: 0,
      friendliness: 0,
      quality: 0,
      punctuality: 0,
      sort: 'Highest Rated',
      selectedRange: 5,
      limit: 20,
    });
  });

  test('a search from a point needs both coordinates', () => {
    expect(errorsOf(businessSearchBodySchema, { latitude: 53.8 })).toEqual({
      latitude: 'Send both latitude and longitude, or neither',
    });
  });

  test('a recommendation names a business or invites one, not both', () => {
    const invite = { businessName: 'Tap Tap', emailAddress: 'tap@tap.co.uk' };
    expect(createRecommendationBodySchema.safeParse({ workCategoryId: uuid(1), invite }).success).toBe(true);
    expect(errorsOf(createRecommendationBodySchema, { workCategoryId: uuid(1), invite, businessId: uuid(2) })).toEqual({
      businessId: 'Choose a business on Tradeshub, or enter the name and email of one to invite',
    });
  });

  test('feedback with only spaces gets the widget message', () => {
    expect(errorsOf(feedbackBodySchema, { message: '   ' })).toEqual({
      message: 'Unable to submit feedback with empty message',
    });
  });

  test('a review must score every dimension', () => {
    const body = { businessId: uuid(3), comment: 'Tidy and on time', ratings: { OVERALL: 5, PRICE: 4 } };
    expect(errorsOf(apiContracts.business.createReview.body, body)).toEqual({
      'ratings.PUNCTUALITY': 'Give a score from 1 to 5 stars',
      'ratings.CLEANLINESS': 'Give a score from 1 to 5 stars',
      'ratings.QUALITY': 'Give a score from 1 to 5 stars',
      'ratings.FRIENDLINESS': 'Give a score from 1 to 5 stars',
    });
  });

  test('the referral code lookup takes a code, not only UUIDs', () => {
    expect(apiContracts.recommendations.getByReferralCode.params.parse({ referralCode: 'ABC123' })).toEqual({
      referralCode: 'ABC123',
    });
  });
});

describe('sample responses', () => {
  const reviewer = { id: uuid(10), firstName: 'Sam', lastName: 'Lee', profileImageUrl: null, role: 'CUSTOMER' };
  const at = '2025-05-01T10:00:00.000Z';

  test('a review parses', () => {
    const review = {
      id: uuid(11),
      businessId: uuid(12),
      serviceContractId: null,
      reviewer,
      ratings: { OVERALL: 5, PRICE: 4, PUNCTUALITY: 5, CLEANLINESS: 5, QUALITY: 5, FRIENDLINESS: 5 },
      comment: 'Great job',
      likeCount: 2,
      likedByMe: false,
      disputeStatus: null,
      isVerifiedJob: false,
      hiddenReason: null,
      reply: { text: 'Thank you, it was a pleasure.', at },
      editedAt: null,
      createdAt: at,
      updatedAt: at,
    };
    expect(reviewSchema.parse(review)).toEqual(review);
  });

  test('a work with one line and one requested payment parses', () => {
    const work = {
      id: uuid(20),
      title: 'New boiler',
      description: 'Fit a combi boiler',
      status: 'AGREED',
      quoteStatus: 'ACCEPTED',
      mode: 'STANDARD',
      lockStatus: 'OPEN',
      category: plumbing,
      customerId: reviewer.id,
      businessId: uuid(12),
      customer: reviewer,
      business: { id: uuid(12), name: 'Pipe Dreams' },
      viewerSide: 'TRADEPERSON',
      conversationId: null,
      lineItems: [{ id: uuid(21), description: 'Boiler', price: 150_000, vat: 20, priority: 1 }],
      payments: [
        {
          id: uuid(22),
          workId: uuid(20),
          description: 'Deposit',
          amountPence: 50_000,
          dueDate: at,
          status: 'REQUESTED',
          requestedAt: at,
          paidAt: null,
          lateChargePence: 0,
        },
      ],
      paymentStatus: 'REQUESTED',
      dueDate: at,
      subtotalPence: 150_000,
      vatPence: 30_000,
      totalPence: 180_000,
      fees: { commissionRate: 4, platformFeePence: 8640, cardFeePence: 0, netPence: 171_360 },
      agreement: { customerAgreedAt: at, businessAgreedAt: at },
      cancelRequest: null,
      pendingChangeSetId: null,
      supportProposals: [],
      timeline: [{ id: uuid(23), kind: 'AGREED', actorId: null, actorSide: null, text: 'The contract is agreed and its payment schedule locked.', createdAt: at }],
      startDate: null,
      completedAt: null,
      createdAt: at,
      updatedAt: at,
    };
    expect(workSchema.parse(work)).toEqual(work);
    const shownToAll = apiContracts.work.getAll.publicData.parse({ items: [work], nextCursor: null }).items[0];
    expect(shownToAll).not.toHaveProperty('totalPence');
    expect(shownToAll).not.toHaveProperty('fees');
  });
});

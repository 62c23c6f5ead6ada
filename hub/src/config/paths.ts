// Every hub route as a typed builder, so links never spell paths by hand (spec section 2).
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const paths = {
  landing: () => '/',
  signIn: (returnTo?: string, reason?: 'expired') => withQuery('/auth/signin', { returnTo, reason }),
  register: (returnTo?: string) => withQuery('/auth/register', { returnTo }),
  verify: (email?: string) => withQuery('/auth/verify', { email }),
  forgotPassword: () => '/auth/forgot-password',
  resetPassword: () => '/auth/reset-password',
  home: () => '/home',
  post: (postId: string) => `/home/post/${postId}`,
  find: (query: { category?: string; place?: string } = {}) => withQuery('/findabussiness', query),
  businessView: (id: string) => `/business/view/${id}`,
  trustedConnections: (id: string) => `/business/trusted-connections/${id}`,
  businessReferral: (uuid: string) => withQuery('/business/referral', { uuid }),
  ownBusiness: () => '/business',
  registerBusiness: () => '/business/register',
  messages: () => '/messages',
  conversation: (conversationId: string) => `/messages/${conversationId}`,
  manageWork: () => '/managework',
  /** A work; `support` names help on it, so someone who is not a side (its assessor) is led to the assessment. */
  work: (workId: string, query: { support?: string } = {}) => withQuery(`/managework/${workId}`, query),
  /** Independent assessments the person takes part in (as the assessor, or a side of the job). */
  assessments: () => '/managework/assessments',
  assessment: (id: string) => `/managework/assessments/${id}`,
  newQuote: (query: { conversationId?: string; customerId?: string } = {}) => withQuery('/managework/new', query),
  editQuote: (workId: string) => `/managework/${workId}/edit`,
  printQuote: (workId: string) => `/managework/${workId}/quote`,
  yourTradespeople: () => '/yourtradespeople',
  recommendations: () => '/recommendations',
  notifications: () => '/notifications',
  notification: (id: string) => `/notifications/${id}`,
  referral: () => '/referral',
  /** A person's own referral link (sdk personalReferralLink). */
  join: (ref?: string) => withQuery('/join', { ref }),
  recommend: (query: { code?: string; businessId?: string } = {}) => withQuery('/home/recommend', query),
  review: (businessId: string) => withQuery('/home/review', { businessId }),
  websiteWidgets: () => '/business/widgets',
  connections: (tab?: 'requests' | 'find') => withQuery('/connections', { tab }),
  /** The operator console and its sections (ADMIN only). */
  admin: {
    console: () => '/admin',
    moderation: () => '/admin/moderation',
    /** Where the dispute queue lived before the console; it redirects to moderation. */
    oldDisputes: () => '/admin/disputes',
    support: () => '/admin/support',
    users: (q?: string) => withQuery('/admin/users', { q }),
    user: (id: string) => `/admin/users/${id}`,
    audit: () => '/admin/audit',
    content: () => '/admin/content',
    contentItem: (slug: string) => `/admin/content/${slug}`,
    config: () => '/admin/config',
    outbox: () => '/admin/outbox',
    payments: () => '/admin/payments',
  },
  accounts: () => '/accounts',
  feeInvoice: (id: string) => `/accounts/fee-invoices/${id}`,
  receipts: () => '/receipts',
  receipt: (id: string) => `/receipts/${id}`,
  /** Where the hosted checkout and onboarding pages return (public: spec section 2). */
  checkoutCallback: () => '/callback/checkout',
  kycCallback: () => '/callback/kyc',
  trade: () => '/trade',
  map: (query: { category?: string; place?: string } = {}) => withQuery('/map', query),
  random: () => '/random',
  settings: {
    contactDetails: () => '/user/settings/contactDetails',
    security: () => '/user/settings/security',
    localArea: () => '/user/settings/localArea',
    notifications: () => '/user/settings/notifications',
    businessArea: () => '/user/settings/businessArea',
    payments: () => '/user/settings/payments',
  },
  content: (slug: ContentSlug) => `/${slug}`,
} as const;

export const CONTENT_SLUGS = [
  'about-us',
  'privacy',
  'terms',
  'how-it-works',
  'our-mission',
  'faq',
  'blog',
  'local-projects',
  'community-fund',
] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

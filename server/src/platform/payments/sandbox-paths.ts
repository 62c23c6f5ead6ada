/** Where the sandbox provider's hosted pages live on our own server. */
export const SANDBOX_PAGES = {
  checkout: (sessionId: string) => `/sandbox-payments/checkout/${encodeURIComponent(sessionId)}`,
  onboarding: (linkToken: string) => `/sandbox-payments/onboarding/${encodeURIComponent(linkToken)}`,
} as const;

// paths.ts has no builder for /home/recommend yet; this is the one place that spells it until it does.
/** The recommend flow for the business a referral code points at. */
export function recommendPath(referralCode: string): string {
  return `/home/recommend?${new URLSearchParams({ code: referralCode }).toString()}`;
}

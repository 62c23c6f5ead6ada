import { useContentItem } from '../../../../entities/content';

/** The content item every business accepts before it is listed (seeded as 'business-rules'). */
export const BUSINESS_RULES_SLUG = 'business-rules';

export function useBusinessRules() {
  return useContentItem(BUSINESS_RULES_SLUG);
}

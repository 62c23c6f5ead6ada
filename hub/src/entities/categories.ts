import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORIES, type Category } from '@tradeshub/sdk';
import { loadClient } from '../lib/load-client';

export const categoryKeys = { all: ['categories'] as const };

/**
 * The 24 work categories with their stored ids, in the product's order. The sdk answers an
 * empty list when the call fails (a quiet default), so an empty answer counts as a failure here.
 */
export const allCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: async (): Promise<Category[]> => {
      const categories = await (await loadClient()).business.getAllCategories();
      if (categories.length === 0) throw new Error('We could not load the list of work categories.');
      return [...categories].sort((a, b) => CATEGORIES.indexOf(a.title) - CATEGORIES.indexOf(b.title));
    },
    // The list is reference data: it does not change while the hub is open.
    staleTime: Infinity,
  });

export function useAllCategories() {
  return useQuery(allCategoriesQueryOptions());
}

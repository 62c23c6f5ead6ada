import { zodResolver } from '@hookform/resolvers/zod';
import { createPostBodySchema } from '@tradeshub/sdk';

// The composer's checks, loaded when someone starts writing (lib/lazy-resolver.ts).

/** The contract's schema, plus what a job request needs before the server would say so. */
const composerSchema = createPostBodySchema.superRefine((post, ctx) => {
  if (post.type !== 'JOB_REQUEST') return;
  if (!post.categoryId) ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'Choose the trade you need' });
  if (!post.budgetBand) ctx.addIssue({ code: 'custom', path: ['budgetBand'], message: 'Choose a budget' });
  if (!post.location) ctx.addIssue({ code: 'custom', path: ['location'], message: 'Choose the town or postcode from the list' });
});

export const composerResolver = zodResolver(composerSchema);

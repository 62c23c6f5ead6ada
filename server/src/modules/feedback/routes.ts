import { feedback } from '../../db/schema/index.js';
import { withMessage } from '../../http/contract-routes.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';

/** The feedback widget's messages, kept for the team to read. */
const FEEDBACK_LIMIT = { max: 10, timeWindow: '1 hour', message: 'That is a lot of feedback in one hour. Please try again later.' };

export function feedbackHandlers({ db, config }: AppContext) {
  return {
    submit: {
      handler: async ({ body, viewer }) => {
        await db.insert(feedback).values({
          userId: viewer?.userId ?? null,
          name: body.name || null,
          email: body.email || null,
          message: body.message,
          page: body.page || null,
        });
        return withMessage(null, 'Thank you: your feedback has reached the Tradeshub team.', 201);
      },
      options: config.rateLimitEnabled ? { rateLimit: FEEDBACK_LIMIT } : {},
    },
  } satisfies Partial<GroupHandlers<'feedback'>>;
}

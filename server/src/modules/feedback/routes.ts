import { feedbackContracts } from '@tradeshub/sdk';
import { feedback } from '../../db/schema/index.js';
import { registerRoute, withMessage } from '../../http/contract-routes.js';
import type { AppModule } from '../context.js';

/** The feedback widget's messages, kept for the team to read. */
export const feedbackModule: AppModule = (app, { db, config }) => {
  registerRoute(
    app,
    feedbackContracts.submit,
    async ({ body, viewer }) => {
      await db.insert(feedback).values({
        userId: viewer?.userId ?? null,
        name: body.name || null,
        email: body.email || null,
        message: body.message,
        page: body.page || null,
      });
      return withMessage(null, 'Thank you: your feedback has reached the Tradeshub team.', 201);
    },
    config.rateLimitEnabled
      ? { rateLimit: { max: 10, timeWindow: '1 hour', message: 'That is a lot of feedback in one hour. Please try again later.' } }
      : {},
  );
};

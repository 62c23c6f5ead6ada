import { z } from 'zod';
import { defineContract } from './contract.js';
import { TEMPLATE_TYPES } from '../domain/statuses.js';
import { templateSchema } from './entities/content.js';

// Spec section 7 "Templates: GET /email-service/templates, optional type=email or sms".
export const templatesContracts = {
  getAll: defineContract({
    method: 'GET',
    path: '/email-service/templates',
    access: 'private',
    summary: 'Lists the email and SMS templates, or only one type when asked.',
    query: z.object({ type: z.enum(TEMPLATE_TYPES, { error: 'Ask for type email or sms' }).optional() }),
    data: z.array(templateSchema),
  }),
} as const;

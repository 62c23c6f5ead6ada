import { asc, eq } from 'drizzle-orm';
import { templates } from '../../db/schema/index.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { loadPlatformConfig } from './service.js';

/** Platform settings and the message templates businesses send from. */
export function platformConfigHandlers({ db }: AppContext) {
  return {
    config: {
      get: async () => loadPlatformConfig(db),
    } satisfies Partial<GroupHandlers<'config'>>,
    templates: {
      getAll: async ({ query }) => {
        const rows = await db
          .select()
          .from(templates)
          .where(query.type ? eq(templates.type, query.type) : undefined)
          .orderBy(asc(templates.type), asc(templates.name));
        return rows.map((t) => ({
          id: t.id,
          key: t.key,
          type: t.type,
          name: t.name,
          subject: t.subject,
          body: t.body,
          updatedAt: t.updatedAt.toISOString(),
        }));
      },
    } satisfies Partial<GroupHandlers<'templates'>>,
  };
}

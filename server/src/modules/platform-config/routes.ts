import { configContracts, templatesContracts } from '@tradeshub/sdk';
import { asc, eq } from 'drizzle-orm';
import { templates } from '../../db/schema/index.js';
import { registerRoute } from '../../http/contract-routes.js';
import type { AppModule } from '../context.js';
import { loadPlatformConfig } from './service.js';

/** Platform settings and the message templates businesses send from. */
export const platformConfigModule: AppModule = (app, { db }) => {
  registerRoute(app, configContracts.get, async () => loadPlatformConfig(db));

  registerRoute(app, templatesContracts.getAll, async ({ query }) => {
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
  });
};

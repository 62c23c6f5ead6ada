import type { AppModule } from './context.js';
import { adminModule } from './admin/routes.js';
import { authModule } from './auth/routes.js';
import { businessModule } from './business/routes.js';
import { chatModule } from './chat/routes.js';
import { connectionsModule } from './connections/routes.js';
import { contentModule } from './content/routes.js';
import { feedbackModule } from './feedback/routes.js';
import { notificationsModule } from './notifications/routes.js';
import { placesModule } from './places/routes.js';
import { platformConfigModule } from './platform-config/routes.js';
import { presenceModule } from './presence/routes.js';
import { recommendationsModule } from './recommendations/routes.js';
import { reviewsModule } from './reviews/routes.js';
import { userModule } from './user/routes.js';

/** Every module of the API, registered in this order. */
export const modules: readonly AppModule[] = [
  authModule,
  userModule,
  businessModule,
  reviewsModule,
  recommendationsModule,
  connectionsModule,
  chatModule,
  notificationsModule,
  platformConfigModule,
  contentModule,
  feedbackModule,
  placesModule,
  presenceModule,
  adminModule,
];

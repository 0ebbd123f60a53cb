import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { apiTokenRoutes } from './api-tokens/routes';
import { authRoutes } from './auth/routes';
import { contractorRoutes } from './contractors/routes';
import { setupContractors } from './contractors/setup-contractors';
import { creditsRoutes } from './credits/routes';
import { seedCredits, subscribeCredits } from './credits/setup-credits';
import { subscribeNotificationListeners } from './notifications/notification-listeners';
import { notificationRoutes } from './notifications/routes';
import { questionRoutes } from './questions/routes';
import { repairRequestRoutes } from './repair-requests/routes';
import { reportRoutes } from './reports/routes';
import { settingsRoutes } from './settings/routes';
import { shareLinkRoutes } from './share-links/routes';
import { siteRoutes } from './site/routes';
import { webhookRoutes } from './webhooks/routes';
import { subscribeWebhookListeners } from './webhooks/webhook-listeners';

export interface AppModule {
  name: string;
  routes?: (app: FastifyInstance, options: { ctx: AppContext }) => Promise<void>;
  /** seed data (idempotent): runs in processes that serve the API */
  seed?: (ctx: AppContext) => Promise<void>;
  /** subscribe to ctx.hooks: runs in every process, since events are emitted by the API and by workers */
  subscribe?: (ctx: AppContext) => void;
}

/** Every server module, in registration order: adding a domain is one line here. */
export const MODULES: AppModule[] = [
  { name: 'auth', routes: authRoutes },
  { name: 'site', routes: siteRoutes },
  { name: 'credits', routes: creditsRoutes, seed: seedCredits, subscribe: subscribeCredits },
  { name: 'settings', routes: settingsRoutes },
  { name: 'notifications', routes: notificationRoutes, subscribe: subscribeNotificationListeners },
  { name: 'account', routes: accountRoutes },
  { name: 'api-tokens', routes: apiTokenRoutes },
  { name: 'webhooks', routes: webhookRoutes, subscribe: subscribeWebhookListeners },
  { name: 'reports', routes: reportRoutes },
  { name: 'repair-requests', routes: repairRequestRoutes },
  { name: 'share-links', routes: shareLinkRoutes },
  { name: 'questions', routes: questionRoutes },
  { name: 'contractors', routes: contractorRoutes, seed: setupContractors },
  { name: 'admin', routes: adminRoutes },
];

const initialised = new WeakSet<AppContext>();

/** Subscribes every module's listeners (once per context) and, when asked, seeds their data. */
export const initModules = async (ctx: AppContext, options: { seed: boolean }): Promise<void> => {
  if (initialised.has(ctx)) return;
  initialised.add(ctx);
  for (const module of MODULES) module.subscribe?.(ctx);
  if (options.seed) for (const module of MODULES) await module.seed?.(ctx);
};

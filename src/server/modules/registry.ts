import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { contractorRoutes } from './contractors/routes';
import { setupContractors } from './contractors/setup-contractors';
import { creditsRoutes } from './credits/routes';
import { setupCredits } from './credits/setup-credits';
import { subscribeNotificationListeners } from './notifications/notification-listeners';
import { notificationRoutes } from './notifications/routes';
import { reportRoutes } from './reports/routes';
import { settingsRoutes } from './settings/routes';
import { siteRoutes } from './site/routes';

export interface AppModule {
  name: string;
  routes?: (app: FastifyInstance, options: { ctx: AppContext }) => Promise<void>;
  /** subscribe to hooks, seed data… (runs once per context, before routes) */
  setup?: (ctx: AppContext) => Promise<void> | void;
}

/** Every server module, in registration order: adding a domain is one line here. */
export const MODULES: AppModule[] = [
  { name: 'auth', routes: authRoutes },
  { name: 'site', routes: siteRoutes },
  { name: 'credits', routes: creditsRoutes, setup: setupCredits },
  { name: 'settings', routes: settingsRoutes },
  { name: 'notifications', routes: notificationRoutes, setup: subscribeNotificationListeners },
  { name: 'account', routes: accountRoutes },
  { name: 'reports', routes: reportRoutes },
  { name: 'contractors', routes: contractorRoutes, setup: setupContractors },
  { name: 'admin', routes: adminRoutes },
];

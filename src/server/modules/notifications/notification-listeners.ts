import type { AppContext } from '../../context';
import { type NotificationInput, notify } from './notify';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What each event tells the user, and which notification setting may silence it. */
export const notificationFor = {
  analysisFinished: (e: Parameters<AppContext['hooks']['analysisFinished'][number]>[0]): NotificationInput =>
    e.status === 'completed'
      ? {
          type: 'success',
          category: 'report',
          title: 'Analysis complete',
          // a locked report's count of issues is part of what unlocking gives (its analysis hides it too)
          message: !e.hasFullAccess
            ? `"${e.filename}" is ready: see its repair cost range and unlock the full analysis.`
            : e.deficiencyCount > 0
              ? `"${e.filename}" is ready: ${plural(e.deficiencyCount, 'issue', 'issues')} found.`
              : `"${e.filename}" is ready: no issues were found.`,
          actionUrl: `/reports/${e.reportId}`,
          gate: 'analysisComplete',
        }
      : {
          type: 'error',
          category: 'report',
          title: 'Analysis failed',
          message: e.failureReason
            ? `We could not analyze "${e.filename}": ${e.failureReason}`
            : `We could not analyze "${e.filename}". Please try again.`,
          actionUrl: `/reports/${e.reportId}`,
          gate: 'analysisComplete',
        },
  creditsPurchased: (e: Parameters<AppContext['hooks']['creditsPurchased'][number]>[0]): NotificationInput => ({
    type: 'success',
    category: 'account',
    title: 'Credits added',
    message: `${plural(e.credits, 'credit was', 'credits were')} added to your balance. Credits never expire.`,
    actionUrl: '/credits',
    gate: null,
  }),
  // a receipt for a spent credit: delivered whatever the settings say
  reportUnlocked: (e: Parameters<AppContext['hooks']['reportUnlocked'][number]>[0]): NotificationInput => ({
    type: 'success',
    category: 'report',
    title: 'Report unlocked',
    message: `You now have lifetime access to the full analysis of "${e.filename}".`,
    actionUrl: `/reports/${e.reportId}`,
    gate: null,
  }),
  messagesSent: (e: Parameters<AppContext['hooks']['messagesSent'][number]>[0]): NotificationInput => ({
    type: e.sent === e.total ? 'success' : 'warning',
    category: 'contractor',
    title: e.sent === e.total ? 'Messages sent' : 'Some messages were not sent',
    message:
      e.sent === e.total
        ? `Your message went to ${plural(e.total, 'contractor', 'contractors')}.`
        : `${e.sent} of ${plural(e.total, 'message', 'messages')} went out; the others could not be delivered.`,
    actionUrl: `/reports/${e.reportId}`,
    gate: 'contractorUpdates',
  }),
  // the 72-hour retention promise, kept visibly: a system notice each time an upload is deleted
  uploadPurged: (e: Parameters<AppContext['hooks']['uploadPurged'][number]>[0]): NotificationInput => ({
    type: 'info',
    category: 'system',
    title: 'Uploaded file deleted',
    message: `As promised, we deleted "${e.filename}" 72 hours after upload. Its analysis stays in your account.`,
    actionUrl: `/reports/${e.reportId}`,
    gate: 'systemUpdates',
  }),
  profileUpdated: (): NotificationInput => ({
    type: 'info',
    category: 'account',
    title: 'Profile updated',
    message: "Your profile information was changed. If this wasn't you, contact support.",
    actionUrl: '/settings',
    gate: null,
  }),
};

/** Subscribes the notifications module to the other modules' events (run once per context). */
export const subscribeNotificationListeners = (ctx: AppContext): void => {
  const { hooks, db } = ctx;
  hooks.analysisFinished.push(async (e) => {
    await notify({ db, userId: e.userId, input: notificationFor.analysisFinished(e) });
  });
  hooks.creditsPurchased.push(async (e) => {
    await notify({ db, userId: e.userId, input: notificationFor.creditsPurchased(e) });
  });
  hooks.reportUnlocked.push(async (e) => {
    await notify({ db, userId: e.userId, input: notificationFor.reportUnlocked(e) });
  });
  hooks.messagesSent.push(async (e) => {
    await notify({ db, userId: e.userId, input: notificationFor.messagesSent(e) });
  });
  hooks.uploadPurged.push(async (e) => {
    await notify({ db, userId: e.userId, input: notificationFor.uploadPurged(e) });
  });
  hooks.profileUpdated.push(async (userId) => {
    await notify({ db, userId, input: notificationFor.profileUpdated() });
  });
};

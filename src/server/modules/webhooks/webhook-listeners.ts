import type { AppContext } from '../../context';
import { enqueueWebhookEvent } from './enqueue-webhook-event';

/** A finished analysis becomes report.completed or report.failed on the owner's webhook, if they have one. */
export const subscribeWebhookListeners = (ctx: AppContext): void => {
  ctx.hooks.analysisFinished.push(async (event) => {
    await enqueueWebhookEvent(ctx, {
      userId: event.userId,
      type: event.status === 'completed' ? 'report.completed' : 'report.failed',
      data: { reportId: event.reportId, status: event.status, failureReason: event.failureReason },
    });
  });
};

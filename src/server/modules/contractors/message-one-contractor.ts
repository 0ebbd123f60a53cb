import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { loadMessageTarget } from './message-target';
import { normalizeUsPhone } from './phone-numbers';
import { deliverMessages, type SendInput } from './send-contractor-messages';

export const CONTRACTOR_NOT_MATCHED = 'This contractor is not one of the matches for this finding.';
export const CONTRACTOR_NO_PHONE = 'This contractor has no phone number for text messages. Try their website instead.';
export const NUMBER_REFUSED = "This contractor's number can't receive text messages. Try calling instead.";
export const SMS_UNAVAILABLE = 'Text messaging is unavailable right now. Please try again, or call the contractor.';

/** POST /api/contractors/:contractorId/message — one contractor; any failure is an error the dialog shows. */
export const messageOneContractor = async ({
  ctx,
  user,
  contractorId,
  input,
}: {
  ctx: AppContext;
  user: SessionUser;
  contractorId: string;
  input: SendInput;
}): Promise<{ success: 1 }> => {
  const target = await loadMessageTarget({
    db: ctx.db,
    user,
    reportId: input.reportId,
    deficiencyId: input.deficiencyId,
  });
  const contractor = target.contractors.find((c) => c.id === contractorId);
  if (!contractor) throw notFound(CONTRACTOR_NOT_MATCHED);
  if (!normalizeUsPhone(contractor.phone)) throw new AppError('bad_request', CONTRACTOR_NO_PHONE);
  const { outcomes } = await deliverMessages({ ctx, user, target, input, contractorIds: [contractorId] });
  const outcome = outcomes[0];
  if (!outcome || outcome.status === 'failed') {
    throw outcome?.permanent
      ? new AppError('bad_request', NUMBER_REFUSED)
      : new AppError('unavailable', SMS_UNAVAILABLE);
  }
  return { success: 1 };
};

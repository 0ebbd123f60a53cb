import { buildContractorMessage } from '@/contracts/contractor-message';
import { type AppContext, emit } from '../../context';
import { messages, type StoredContractor } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { loadMessageTarget, type MessageTarget } from './message-target';
import { normalizeUsPhone } from './phone-numbers';

export const INVALID_HOMEOWNER_PHONE = 'Please enter a valid US phone number so contractors can reach you.';

export interface SendInput {
  reportId: number;
  deficiencyId: number;
  /** already trimmed and non-blank (the request schema) */
  homeownerName: string;
  homeownerPhone: string;
  customMessage?: string | null;
}

export interface SendOutcome {
  contractor: StoredContractor;
  status: string;
  error: string | null;
  permanent: boolean;
}

/** Contractors must be able to call back: the number must be a valid US one (the text shows it as typed, formatted). */
const checkHomeownerPhone = (raw: string): void => {
  if (!normalizeUsPhone(raw))
    throw new AppError('bad_request', INVALID_HOMEOWNER_PHONE, { homeownerPhone: INVALID_HOMEOWNER_PHONE });
};

/** One personalised SMS per contractor, each recorded in `messages` (the outbox) with the provider's result. */
const sendTo = async (
  ctx: AppContext,
  user: SessionUser,
  target: MessageTarget,
  input: SendInput,
  contractor: StoredContractor,
  to: string,
): Promise<SendOutcome> => {
  // the inputs as typed, like the dialogs' preview: the builder formats, cuts and fits them the same way for both
  const body = buildContractorMessage({
    contractorName: contractor.name,
    propertyAddress: target.report.propertyAddress,
    location: target.deficiency.location,
    category: target.deficiency.category,
    issue: target.deficiency.description,
    severity: target.deficiency.severity,
    cost: target.deficiency.cost,
    additionalDetails: input.customMessage ?? null,
    homeownerName: input.homeownerName,
    homeownerPhone: input.homeownerPhone,
  });
  const result = await ctx.providers.sms.send({ to, body });
  if (result.status === 'failed') ctx.log.warn({ contractorId: contractor.id, error: result.error }, 'SMS failed');
  await ctx.db.insert(messages).values({
    userId: user.id,
    reportId: target.report.id,
    deficiencyId: target.deficiency.id,
    contractorId: contractor.id,
    contractorName: contractor.name,
    toPhone: to,
    body,
    provider: ctx.providers.sms.name,
    providerMessageId: result.providerMessageId,
    status: result.status,
    error: result.error,
  });
  return { contractor, status: result.status, error: result.error, permanent: result.permanent ?? false };
};

/**
 * Sends the finding to the selected contractors. Only contractors matched to this finding and having a valid US
 * phone are messaged; others are skipped (they count in `total`, not in `success`).
 */
export const deliverMessages = async ({
  ctx,
  user,
  target,
  input,
  contractorIds,
}: {
  ctx: AppContext;
  user: SessionUser;
  target: MessageTarget;
  input: SendInput;
  contractorIds: string[];
}): Promise<{ success: number; total: number; outcomes: SendOutcome[] }> => {
  checkHomeownerPhone(input.homeownerPhone);
  const wanted = [...new Set(contractorIds)];
  const outcomes: SendOutcome[] = [];
  for (const id of wanted) {
    const contractor = target.contractors.find((c) => c.id === id);
    const to = normalizeUsPhone(contractor?.phone);
    if (!contractor || !to) continue;
    outcomes.push(await sendTo(ctx, user, target, input, contractor, to));
  }
  const success = outcomes.filter((o) => o.status !== 'failed').length;
  if (wanted.length > 0) {
    await emit(ctx, 'messagesSent', {
      userId: user.id,
      reportId: target.report.id,
      sent: success,
      total: wanted.length,
    });
  }
  return { success, total: wanted.length, outcomes };
};

/** POST /api/reports/:reportId/deficiencies/:deficiencyId/message-contractors */
export const sendContractorMessages = async ({
  ctx,
  user,
  input,
  contractorIds,
}: {
  ctx: AppContext;
  user: SessionUser;
  input: SendInput;
  contractorIds: string[];
}): Promise<{ success: number; total: number }> => {
  const target = await loadMessageTarget({
    db: ctx.db,
    user,
    reportId: input.reportId,
    deficiencyId: input.deficiencyId,
  });
  const { success, total } = await deliverMessages({ ctx, user, target, input, contractorIds });
  return { success, total };
};

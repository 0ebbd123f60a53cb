import type { AppContext } from '../../context';
import { grantCredits } from './grant-credits';
import { seedCreditPackages } from './seed-credit-packages';

export const SIGNUP_BONUS_REASON = 'Signup bonus';

/** Seeds the default packages (idempotent). */
export const seedCredits = async (ctx: AppContext): Promise<void> => {
  await seedCreditPackages(ctx.db);
};

/** The signup bonus (SIGNUP_BONUS_CREDITS) on registration. */
export const subscribeCredits = (ctx: AppContext): void => {
  const bonus = ctx.config.signupBonusCredits;
  if (bonus > 0) {
    ctx.hooks.userRegistered.push(async (userId) => {
      await grantCredits({ db: ctx.db, userId, amount: bonus, reason: SIGNUP_BONUS_REASON });
    });
  }
};

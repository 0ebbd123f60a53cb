import type { AppContext } from '../../context';
import { seedDemoDirectory } from './seed-demo-directory';

export const setupContractors = async (ctx: AppContext): Promise<void> => {
  if (ctx.config.demoData) await seedDemoDirectory(ctx);
};

import { StorageResetCard } from './storage-reset-card';

export const SwitchAccountPage = () => (
  <StorageResetCard
    title="Switch Account"
    description="Sign out here, then sign in with the account you want to use."
    action="Sign out and switch"
  />
);

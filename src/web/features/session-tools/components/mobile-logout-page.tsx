import { StorageResetCard } from './storage-reset-card';

export const MobileLogoutPage = () => (
  <StorageResetCard
    title="Sign Out on This Device"
    description="For phones and home-screen installs where the usual log out doesn't stick."
    action="Sign out"
  />
);

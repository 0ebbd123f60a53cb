import { LoaderCircle, Lock, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Settings } from '@/contracts/account';
import { PageContainer, PageHeader } from '@/web/components/page';
import { useSettings } from '../api/settings-queries';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useUser } from '@/web/lib/auth';
import { useSaveSettings } from '../api/save-settings';
import { useUpdateProfile } from '../api/update-profile';
import { AccountSecuritySection } from './account-security-section';
import { ApiTokensCard } from './api-tokens-card';
import { DataManagement } from './data-management';
import { AnalysisPreferences, NotificationSettings, PrivacySecurity, type UpdateSetting } from './preference-sections';
import { ProfileSection, type ProfileValues, profileFromUser, sameProfile, toProfileUpdate } from './profile-section';
import { WebhookCard } from './webhook-card';

const SignInRequired = () => (
  <PageContainer className="max-w-xl">
    <Card className="grid justify-items-center gap-4 p-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Lock className="size-6 text-muted-foreground" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">Authentication Required</h1>
      <p className="text-muted-foreground">Please log in to access your settings.</p>
      <Button asChild>
        <Link href="/auth">Go to Login</Link>
      </Button>
    </Card>
  </PageContainer>
);

const sameSettings = (a: Settings, b: Settings) => JSON.stringify(a) === JSON.stringify(b);

export const UNSAVED_CHANGES = 'You have unsaved changes.';

/** The browser asks before the page is left (closed, reloaded, another address) while there are unsaved edits. */
const usePromptBeforeLeaving = (dirty: boolean) => {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
};

/**
 * /settings: profile, notifications, preferences, privacy and data — stored on the server. One save model: the
 * profile and the preferences are drafts saved together by the one Save button, and leaving with unsaved edits asks
 * first.
 */
export const SettingsPage = () => {
  const { user, isPending: userPending } = useUser();
  const { data: saved, isPending, isError } = useSettings({ enabled: user !== null });
  const [draft, setDraft] = useState<Settings | null>(null);
  const [profileDraft, setProfileDraft] = useState<ProfileValues | null>(null);
  const save = useSaveSettings();
  const saveProfile = useUpdateProfile();

  const settings = draft ?? saved ?? null;
  const settingsDirty = draft !== null && saved != null && !sameSettings(draft, saved);
  const profileDirty = profileDraft !== null && user !== null && !sameProfile(profileDraft, profileFromUser(user));
  const dirty = settingsDirty || profileDirty;
  usePromptBeforeLeaving(dirty);

  if (userPending) return null;
  if (!user) return <SignInRequired />;

  const saving = save.isPending || saveProfile.isPending;
  const saveAll = async () => {
    try {
      if (profileDirty && profileDraft) {
        await saveProfile.mutateAsync(toProfileUpdate(profileDraft));
        setProfileDraft(null);
      }
      if (settings && (settingsDirty || !profileDirty)) {
        await save.mutateAsync(settings);
        setDraft(null);
      }
    } catch {
      // each save's own toast says what failed; the unsaved edits stay on the page
    }
  };

  const update: UpdateSetting = (group, key, value) => {
    if (!settings) return;
    setDraft({ ...settings, [group]: { ...settings[group], [key]: value } });
  };

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title="Settings" description="Saved to your account, so they follow you to every device." />
      <div className="grid gap-6">
        <ProfileSection
          values={profileDraft ?? profileFromUser(user)}
          onChange={setProfileDraft}
          onSubmit={() => void saveAll()}
        />
        <AccountSecuritySection key={`security-${user.id}`} user={user} />
        {isError && (
          <p role="alert" className="text-destructive">
            Your settings could not be loaded. Please reload the page.
          </p>
        )}
        {isPending || !settings ? (
          !isError && <Skeleton className="h-96 rounded-xl" aria-label="Loading settings" />
        ) : (
          // the save bar sticks to the bottom of the screen only while these sections (which it saves) are in view
          <div className="grid gap-6">
            <NotificationSettings settings={settings} update={update} />
            <AnalysisPreferences settings={settings} update={update} />
            <PrivacySecurity settings={settings} />
            <div className="sticky bottom-0 z-30 -mx-4 flex items-center justify-end gap-4 border-t bg-background/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
              <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
                {dirty ? UNSAVED_CHANGES : ''}
              </p>
              <Button size="lg" disabled={saving} onClick={() => void saveAll()}>
                {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
                {saving ? 'Saving...' : 'Save Settings'}
              </Button>
            </div>
          </div>
        )}
        <ApiTokensCard />
        <WebhookCard />
        <DataManagement onImported={() => setDraft(null)} />
      </div>
    </PageContainer>
  );
};

import { Bell, ExternalLink, Lock, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { MAX_CONTRACTOR_OPTIONS, MIN_RATING_OPTIONS, RADIUS_OPTIONS, type Settings, THEMES } from '@/contracts/account';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { CONTRACTOR_RADIUS_STEPS_MILES } from '@/web/components/site/policies';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { SettingRow, ToggleRow } from './setting-row';

type Group = keyof Settings;
export type UpdateSetting = <G extends Group, K extends keyof Settings[G]>(
  group: G,
  key: K,
  value: Settings[G][K],
) => void;

const SectionCard = ({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: typeof Bell;
  title: string;
  description: string;
  children: ReactNode;
}) => (
  <Card aria-labelledby={`${id}-title`} role="region">
    <CardHeader>
      <CardTitle id={`${id}-title`} className="flex items-center gap-2">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {title}
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
    <CardContent className="divide-y py-0">{children}</CardContent>
  </Card>
);

export const NotificationSettings = ({ settings, update }: { settings: Settings; update: UpdateSetting }) => {
  const n = settings.notifications;
  return (
    <SectionCard
      id="notification-settings"
      icon={Bell}
      title="Notifications"
      description="Choose what appears on your Notifications page. Account notices (credits, profile changes, unlocked reports) always arrive."
    >
      <ToggleRow
        id="analysisComplete"
        label="Analysis complete"
        description="When a report has been analysed, or could not be."
        checked={n.analysisComplete}
        onCheckedChange={(v) => update('notifications', 'analysisComplete', v)}
      />
      <ToggleRow
        id="contractorUpdates"
        label="Contractor messages"
        description="When your messages to contractors have been sent, or some could not be delivered."
        checked={n.contractorUpdates}
        onCheckedChange={(v) => update('notifications', 'contractorUpdates', v)}
      />
      <ToggleRow
        id="systemUpdates"
        label="System updates"
        description="Housekeeping notices, such as an uploaded file being deleted after 72 hours."
        checked={n.systemUpdates}
        onCheckedChange={(v) => update('notifications', 'systemUpdates', v)}
      />
      <ToggleRow
        id="emailReports"
        label="Email reports"
        description="Receive finished analyses by email. We don't send email yet."
        checked={n.emailReports}
        unavailable={{ effective: false }}
      />
      <ToggleRow
        id="smsAlerts"
        label="SMS alerts"
        description="Text messages to your phone about your reports. We don't send these yet."
        checked={n.smsAlerts}
        unavailable={{ effective: false }}
      />
    </SectionCard>
  );
};

const NumberSelect = <T extends number>({
  id,
  value,
  options,
  format,
  onChange,
}: {
  id: string;
  value: T;
  options: readonly T[];
  format: (v: T) => string;
  onChange: (v: T) => void;
}) => (
  <Select
    value={String(value)}
    onValueChange={(v) => {
      const picked = options.find((o) => String(o) === v);
      if (picked !== undefined) onChange(picked);
    }}
  >
    <SelectTrigger id={id} aria-describedby={`${id}-description`} className="w-44">
      <SelectValue />
    </SelectTrigger>
    <SelectContent>
      {options.map((o) => (
        <SelectItem key={o} value={String(o)}>
          {format(o)}
        </SelectItem>
      ))}
    </SelectContent>
  </Select>
);

const THEME_LABELS: Record<Settings['preferences']['theme'], string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

export const AnalysisPreferences = ({ settings, update }: { settings: Settings; update: UpdateSetting }) => {
  const p = settings.preferences;
  return (
    <SectionCard
      id="analysis-preferences"
      icon={SlidersHorizontal}
      title="Analysis Preferences"
      description="How contractors are found for your next analyses, what happens to your upload, and how the app looks."
    >
      <SettingRow
        id="defaultRadius"
        label="Contractor search radius"
        description={`The farthest we look from the property. We start at ${CONTRACTOR_RADIUS_STEPS_MILES[0]} miles and widen only as needed.`}
      >
        <NumberSelect
          id="defaultRadius"
          value={p.defaultRadius}
          options={RADIUS_OPTIONS}
          format={(v) => `${v} miles`}
          onChange={(v) => update('preferences', 'defaultRadius', v)}
        />
      </SettingRow>
      <SettingRow
        id="minContractorRating"
        label="Minimum contractor rating"
        description="Contractors rated below this are left out."
      >
        <NumberSelect
          id="minContractorRating"
          value={p.minContractorRating}
          options={MIN_RATING_OPTIONS}
          format={(v) => `${v.toFixed(1)} stars`}
          onChange={(v) => update('preferences', 'minContractorRating', v)}
        />
      </SettingRow>
      <SettingRow
        id="maxContractorsPerCategory"
        label="Contractors per category"
        description="How many contractors of each trade to show for a report."
      >
        <NumberSelect
          id="maxContractorsPerCategory"
          value={p.maxContractorsPerCategory}
          options={MAX_CONTRACTOR_OPTIONS}
          format={(v) => `${v} contractors`}
          onChange={(v) => update('preferences', 'maxContractorsPerCategory', v)}
        />
      </SettingRow>
      <ToggleRow
        id="saveReports"
        label="Save uploaded reports"
        description="On: the uploaded file is kept until 72 hours after upload. Off: it is deleted as soon as its analysis completes. The analysis itself is always kept."
        checked={p.saveReports}
        onCheckedChange={(v) => update('preferences', 'saveReports', v)}
      />
      <ToggleRow
        id="autoAnalysis"
        label="Analyse automatically"
        description="Start the analysis as soon as a report is uploaded. Every upload is analysed right away for now."
        checked={p.autoAnalysis}
        unavailable={{ effective: true }}
      />
      <SettingRow id="theme" label="Theme" description="System follows your device's light or dark setting.">
        <Select
          value={p.theme}
          onValueChange={(v) => {
            const theme = THEMES.find((t) => t === v);
            if (theme) update('preferences', 'theme', theme);
          }}
        >
          <SelectTrigger id="theme" aria-describedby="theme-description" className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {THEMES.map((t) => (
              <SelectItem key={t} value={t}>
                {THEME_LABELS[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </SettingRow>
    </SectionCard>
  );
};

const linkClass = 'inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline';

export const PrivacySecurity = ({ settings }: { settings: Settings }) => (
  <SectionCard
    id="privacy-security"
    icon={Lock}
    title="Privacy & Security"
    description="What we share, and the policies behind it."
  >
    <ToggleRow
      id="shareAnalytics"
      label="Share usage analytics"
      description="We don't collect analytics at all, so there is nothing to share."
      checked={settings.privacy.shareAnalytics}
      unavailable={{ effective: false }}
    />
    <ToggleRow
      id="allowContractorContact"
      label="Let contractors contact me"
      description="Your name and phone go only to the contractors you message, so they can reply. There is no other contact."
      checked={settings.privacy.allowContractorContact}
      unavailable={{ effective: true }}
    />
    <ToggleRow
      id="publicProfile"
      label="Public profile"
      description="Profiles are private; there are no public profiles."
      checked={settings.privacy.publicProfile}
      unavailable={{ effective: false }}
    />
    <div className="flex flex-wrap gap-x-6 gap-y-2 py-4 text-sm">
      <Link href="/privacy" className={linkClass}>
        Privacy Policy
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </Link>
      <Link href="/terms" className={linkClass}>
        Terms of Service
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </Link>
    </div>
  </SectionCard>
);

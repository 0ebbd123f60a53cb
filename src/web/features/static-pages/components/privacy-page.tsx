import { Link } from 'wouter';
import { POLICIES } from '@/web/components/site/policies';
import { SupportEmailLink } from '@/web/components/site/support-email-link';
import { PRODUCT_NAME } from '@/web/lib/site';
import { LegalPage, type LegalSection } from './legal-page';

const link = 'font-medium text-primary underline-offset-4 hover:underline';

const sections: LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>Only what the service needs to work:</p>
        <ul>
          <li>
            <strong>Account details:</strong> username, email address and password (stored only as a one-way argon2id
            hash), and, if you add them, your name, phone number, address and company.
          </li>
          <li>
            <strong>Inspection reports you upload,</strong> and the analysis we produce from them: findings with page
            references and short quotes, cost estimates, matched contractors and the property address found in the
            report.
          </li>
          <li>
            <strong>The report&apos;s text, in passages</strong> (paragraphs with their page and section heading), kept
            with the analysis so you can ask questions about the report, and the questions you ask with their answers.
            Without an AI provider configured, answers are computed on our server alone; with one, your question and the
            few passages it is answered from are sent to that provider.
          </li>
          <li>
            <strong>Credits:</strong> your purchases and the reports you unlocked. Card details are entered on our
            payment processor&apos;s page and never reach our servers.
          </li>
          <li>
            <strong>Messages to contractors:</strong> the text you send, the contractor&apos;s name and number, and the
            delivery status.
          </li>
          <li>
            <strong>Your settings and notifications.</strong>
          </li>
          <li>
            <strong>Technical records:</strong> server logs (time, address, page requested) kept to run and secure the
            service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: (
      <>
        <p>
          To analyse your reports, estimate repair costs, find contractors near the property, send the messages you ask
          us to send, process payments, answer support requests and keep the service secure. We do not sell your data,
          show advertising, or use third-party analytics or tracking.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Uploaded report files are deleted {POLICIES.uploadRetentionHours} hours after upload, or as soon as the
          analysis finishes if you turn off &ldquo;Save uploaded reports&rdquo; in Settings. The analysis, with the
          report&apos;s text passages, stays in your account; deleting the report deletes its passages and questions,
          and your account export includes them.
        </li>
        <li>Everything else stays until you delete it or delete your account.</li>
        <li>
          Deleting your account in Settings removes it and all its data at once. Requests by email are completed within{' '}
          {POLICIES.accountDeletionDays} days.
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>Only the service providers that do part of the work, and only what they need:</p>
        <ul>
          <li>our payment processor, for card payments;</li>
          <li>
            our SMS provider, to deliver messages to the contractors you choose (the message includes your name and
            phone number, as you see before sending);
          </li>
          <li>mapping and business-listing services, which receive the property address to find nearby contractors;</li>
          <li>our hosting and file-storage providers.</li>
        </ul>
        <p>We disclose data to authorities only when the law requires it.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        One cookie keeps you signed in (a random session token; the server stores only its hash). Your browser also
        remembers your theme and whether you dismissed the &ldquo;Add to Home Screen&rdquo; card, and may cache the
        app&apos;s own files so it opens faster. Your reports and account data are never cached on your device by us.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <ul>
        <li>
          See and correct your profile in{' '}
          <Link href="/settings" className={link}>
            Settings
          </Link>
          .
        </li>
        <li>Download all your data as a JSON file: Settings → Export My Data.</li>
        <li>Delete your account and data: Settings → Delete Account.</li>
        <li>Turn notifications and other preferences on or off in Settings.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are hashed, sessions are stored as hashes, every request for a report checks that it is yours, and
        connections are encrypted in production. No system is perfectly secure; if you believe your account was accessed
        by someone else, contact us at once.
      </p>
    ),
  },
  {
    id: 'age',
    title: 'Age',
    body: (
      <p>
        {PRODUCT_NAME} is for adults. You must be {POLICIES.minimumAge} or older to create an account, and we do not
        knowingly collect data from anyone younger.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        We post any change to this policy on this page, with a new date above. Questions:{' '}
        <SupportEmailLink className={link} />.
      </p>
    ),
  },
];

/** /privacy */
export const PrivacyPage = () => (
  <LegalPage
    title="Privacy Policy"
    updated="November 21, 2026"
    intro={
      <p>
        This policy explains what {PRODUCT_NAME} collects when you use the service, why, how long we keep it and the
        choices you have. The short version: we collect what we need to analyse your reports, we delete your uploaded
        files after {POLICIES.uploadRetentionHours} hours, and we don&apos;t sell or advertise with your data.
      </p>
    }
    sections={sections}
  />
);

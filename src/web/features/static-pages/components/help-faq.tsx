import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SiteConfig } from '@/contracts/site';
import { MEASURED_ACCURACY, MEASURED_COSTS } from '@/web/components/site/measured';
import { CONTRACTOR_RADIUS_STEPS_MILES, POLICIES } from '@/web/components/site/policies';
import { describeAnalysisTiming } from '@/web/components/site/site-config';
import { SupportEmailLink } from '@/web/components/site/support-email-link';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqSection {
  id: string;
  title: string;
  items: FaqItem[];
}

const A = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
    {children}
  </Link>
);

const Mail = () => <SupportEmailLink className="font-medium text-primary underline-offset-4 hover:underline" />;

const [step1, step2, step3] = CONTRACTOR_RADIUS_STEPS_MILES;

/** The Help Center's questions, in sections; the answers state our policies (platform §1) and measured facts. */
export const helpSections = (config: SiteConfig | null | undefined): FaqSection[] => {
  const timing = describeAnalysisTiming(config?.analysisTiming);
  return [
    {
      id: 'getting-started',
      title: 'Getting started',
      items: [
        {
          id: 'what-files',
          question: 'What kind of file can I upload?',
          answer: (
            <>
              A PDF or a plain text file of your home inspection report, up to {POLICIES.maxUploadMb}MB. The
              inspector&apos;s PDF reads best: a text export keeps the words but loses the colours and highlights some
              inspectors mark findings with. Scanned pages (a photo of each page) are read by text recognition, which
              takes longer and does not read handwriting; if a scan cannot be read, we tell you so rather than guess.
            </>
          ),
        },
        {
          id: 'how-long',
          question: 'How long does an analysis take?',
          answer: timing ? (
            <>
              {timing} You can follow each stage as it happens, or leave the page: a notification tells you when it is
              done.
            </>
          ) : (
            <>
              It depends on the length of the report and how many are in the queue, so we don&apos;t promise a fixed
              time. You can follow each stage (reading, finding issues, pricing, matching contractors) as it happens, or
              leave the page: a notification tells you when it is done.
            </>
          ),
        },
        {
          id: 'who-for',
          question: 'Who is Punchlist for?',
          answer: (
            <>
              Home buyers, homeowners, sellers, real estate agents and property investors who want to understand an
              inspection report quickly. You must be {POLICIES.minimumAge} or older to create an account.
            </>
          ),
        },
      ],
    },
    {
      id: 'reports',
      title: 'Reports and analysis',
      items: [
        {
          id: 'file-deleted',
          question: 'What happens to my uploaded file?',
          answer: (
            <>
              Uploaded reports are deleted {POLICIES.uploadRetentionHours} hours after upload; the analysis (the list of
              findings with their page references, costs and contractors) stays in your account. If you turn off
              &ldquo;Save uploaded reports&rdquo; in <A href="/settings">Settings</A>, the file is deleted as soon as
              the analysis is finished.
            </>
          ),
        },
        {
          id: 'accuracy',
          question: 'How accurate is the analysis?',
          answer: (
            <>
              On {MEASURED_ACCURACY.reports} real reports from 19 inspection companies, where every deficiency was
              marked by hand and each report was analysed by a model trained without it, the analysis found{' '}
              {MEASURED_ACCURACY.recallPct}% of them, and {MEASURED_ACCURACY.precisionPct}% of what it reported were
              real deficiencies. Labelled formats (Spectora, HomeGauge) score higher; free-prose narratives lower. Every
              finding shows the inspector&apos;s own words and page so you can check it.
            </>
          ),
        },
        {
          id: 'severity',
          question: 'How are findings rated?',
          answer: (
            <>
              Each finding is critical, major or minor. We keep the inspector&apos;s own label (for example
              &ldquo;Safety Hazard&rdquo; or &ldquo;Repair or Replace&rdquo;) and the page it came from next to our
              rating, so you can always check the inspector&apos;s exact words.
            </>
          ),
        },
        {
          id: 'costs',
          question: 'Where do the cost estimates come from?',
          answer: (
            <>
              From our own repair catalog: public U.S. Bureau of Labor Statistics wages for each trade, adjusted for
              your state, plus material and permit allowances. Each estimate shows its uncertainty (±20% for standard
              work, ±35% when the scope depends on what the contractor finds, a range only for specialist work) and its
              sources. Small jobs include the trade's minimum visit, and each estimate says what job it prices. Checked
              against published national cost guides, our average fell inside the guide&apos;s range for{' '}
              {MEASURED_COSTS.tuned.inside} of {MEASURED_COSTS.tuned.repairs} common repairs, and for{' '}
              {MEASURED_COSTS.heldOut.inside} of {MEASURED_COSTS.heldOut.repairs} more set aside before tuning.
              Estimates are budgets, not quotes.{' '}
              <A href="/blog/ai-accurate-home-repair-cost-estimates">How we build them</A>.
            </>
          ),
        },
        {
          id: 'edit',
          question: 'Can I change a report?',
          answer: (
            <>
              Yes. You can exclude items that don&apos;t apply, change quantities and units (the totals update), and
              download the report as an HTML file to share.
            </>
          ),
        },
      ],
    },
    {
      id: 'credits',
      title: 'Credits and payments',
      items: [
        {
          id: 'unlock',
          question: 'What does a credit buy?',
          answer: (
            <>
              One credit unlocks the full analysis of one report: every finding, the cost estimates and the matched
              contractors. There is no subscription. Once unlocked, you have lifetime access to that report and its
              downloads.
            </>
          ),
        },
        {
          id: 'expire',
          question: 'Do credits expire?',
          answer: <>No. Credits never expire.</>,
        },
        {
          id: 'refunds',
          question: 'Can I get a refund?',
          answer: (
            <>
              Ask within {POLICIES.refundWindowDays} days of your purchase: email <Mail /> with your username and what
              you bought.
            </>
          ),
        },
        ...(config?.paymentsMode === 'local'
          ? [
              {
                id: 'test-mode',
                question: 'Is this checkout real?',
                answer: (
                  <>Not on this site: it runs a test checkout, clearly marked TEST MODE, and no card is ever charged.</>
                ),
              },
            ]
          : []),
      ],
    },
    {
      id: 'contractors',
      title: 'Contractors',
      items: [
        {
          id: 'how-chosen',
          question: 'How are contractors chosen?',
          answer: (
            <>
              Only from public information: rating, number of reviews and distance. We search within {step1} miles of
              the property, then {step2} miles, then {step3} miles until we find enough, and show only contractors rated{' '}
              {POLICIES.defaultMinContractorRating.toFixed(1)} stars or higher. You can change the radius, the minimum
              rating and how many contractors to show in <A href="/settings">Settings</A>.
            </>
          ),
        },
        {
          id: 'fees',
          question: 'Do contractors pay to be listed?',
          answer: (
            <>
              No. Our recommendations are out-of-network: we take no referral fees and sell no placement. Always check a
              contractor&apos;s license and insurance before hiring.
            </>
          ),
        },
        {
          id: 'sms',
          question: 'What happens when I message contractors?',
          answer: (
            <>
              The contractors you pick receive a text message with the property address, the issue, our cost range, your
              note, and your name and phone number, so they can reply to you directly.
            </>
          ),
        },
      ],
    },
    {
      id: 'account',
      title: 'Account and privacy',
      items: [
        {
          id: 'export',
          question: 'Can I get a copy of my data?',
          answer: (
            <>
              Yes. <A href="/settings">Settings</A> → Export My Data downloads everything we hold about you as a JSON
              file: your account, reports, findings, credit history, messages, notifications and settings.
            </>
          ),
        },
        {
          id: 'delete',
          question: 'How do I delete my account?',
          answer: (
            <>
              <A href="/settings">Settings</A> → Delete Account removes your account and all its data at once and signs
              you out everywhere. If you can&apos;t sign in, email <Mail /> and we delete it within{' '}
              {POLICIES.accountDeletionDays} days.
            </>
          ),
        },
        {
          id: 'password',
          question: 'I forgot my password.',
          answer: (
            <>
              Email <Mail /> from the address on your account with your username, and we&apos;ll help you back in.
            </>
          ),
        },
        {
          id: 'press',
          question: 'I am a journalist. Who do I talk to?',
          answer: (
            <>
              Email <Mail />: media requests are answered within {POLICIES.mediaResponseHours} hours. Our{' '}
              <A href="/press">press kit</A> has the facts and logos.
            </>
          ),
        },
      ],
    },
  ];
};

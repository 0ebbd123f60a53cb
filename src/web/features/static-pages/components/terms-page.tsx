import { Link } from 'wouter';
import { POLICIES } from '@/web/components/site/policies';
import { SupportEmailLink } from '@/web/components/site/support-email-link';
import { PRODUCT_NAME } from '@/web/lib/site';
import { LegalPage, type LegalSection } from './legal-page';

const link = 'font-medium text-primary underline-offset-4 hover:underline';

const sections: LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Who can use the service',
    body: (
      <p>
        You must be {POLICIES.minimumAge} or older and able to enter a contract. You are responsible for your account
        and for keeping your password private.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'What the service is, and is not',
    body: (
      <>
        <p>
          {PRODUCT_NAME} reads home inspection reports you upload and produces a summary of deficiencies with severity
          ratings, repair cost estimates and nearby contractors.
        </p>
        <ul>
          <li>
            It is not a home inspection and does not replace one. It only knows what the report says, and automated
            analysis can miss or misclassify items: check important findings against the report itself.
          </li>
          <li>
            Cost estimates are ranges for budgeting, not quotes or offers. Real prices depend on the contractor, the
            property and what is found when work begins.
          </li>
          <li>Nothing in the service is legal, financial, engineering or real estate advice.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'contractors',
    title: 'Contractors',
    body: (
      <p>
        Contractors are independent businesses listed from public information. They are out-of-network: they do not pay
        us and we do not endorse, employ or guarantee them. Check licenses and insurance, and agree the work directly
        with them. Send messages through the service only about real projects, and only to contractors you chose.
      </p>
    ),
  },
  {
    id: 'credits',
    title: 'Credits, payments and refunds',
    body: (
      <ul>
        <li>One credit unlocks the full analysis of one report. There is no subscription.</li>
        <li>Credits never expire.</li>
        <li>
          An unlocked report stays unlocked: you keep lifetime access to it and its downloads while your account exists.
        </li>
        <li>
          Refund requests are accepted within {POLICIES.refundWindowDays} days of purchase; write to{' '}
          <SupportEmailLink className={link} />.
        </li>
        <li>Prices are shown in US dollars before you pay.</li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        You keep the rights to the reports you upload. You allow us to process them to provide the service, and you
        confirm you are allowed to share them with us. Uploaded files are deleted {POLICIES.uploadRetentionHours} hours
        after upload; the analysis stays until you delete it or your account. See the{' '}
        <Link href="/privacy" className={link}>
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Don&apos;t upload files you have no right to share, or anything unlawful or harmful.</li>
        <li>Don&apos;t use contractor messaging for spam, or anything other than getting quotes for real work.</li>
        <li>Don&apos;t try to access other people&apos;s data, overload the service or get around its limits.</li>
      </ul>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You can delete your account at any time in Settings; it is removed at once (requests by email within{' '}
        {POLICIES.accountDeletionDays} days). We may suspend accounts that break these terms. Unused credits on an
        account you delete are lost unless you ask for a refund within the refund window first.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    body: (
      <p>
        The service is provided &ldquo;as is&rdquo;. To the extent the law allows, we are not liable for decisions made
        on the basis of an analysis or estimate, for the work or conduct of any contractor, or for indirect losses, and
        our total liability is limited to what you paid us in the twelve months before the claim.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the date above shows the latest version, and continuing to use the service means you
        accept it. Questions: <SupportEmailLink className={link} />.
      </p>
    ),
  },
];

/** /terms */
export const TermsPage = () => (
  <LegalPage
    title="Terms of Service"
    updated="November 21, 2026"
    intro={
      <p>
        These terms govern your use of {PRODUCT_NAME}. By creating an account or using the service you agree to them.
        They are written to be read: if anything is unclear, ask us.
      </p>
    }
    sections={sections}
  />
);

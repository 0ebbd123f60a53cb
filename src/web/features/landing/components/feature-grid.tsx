import {
  Calculator,
  Download,
  FileSearch,
  MessageSquareText,
  ShieldAlert,
  SlidersHorizontal,
  Smartphone,
  UsersRound,
} from 'lucide-react';
import { Section } from './section';

// The eight capabilities of the footer's feature list, each described as what it actually does.
const FEATURES = [
  {
    icon: FileSearch,
    title: 'AI-Powered Analysis',
    text: "Reads every page of the report, including the inspector's ratings and colour codes, and pulls out each deficiency with its page and a short quote.",
  },
  {
    icon: ShieldAlert,
    title: 'Risk Assessment',
    text: 'Sorts findings into critical, major and minor, so safety issues and expensive systems come first.',
  },
  {
    icon: Calculator,
    title: 'Cost Estimation',
    text: 'A repair range for each item from public wage data and your state’s labor costs, with its uncertainty and sources.',
  },
  {
    icon: UsersRound,
    title: 'Contractor Matching',
    text: 'The right trade for each repair, ranked on public ratings, review counts and distance. No paid placement.',
  },
  {
    icon: MessageSquareText,
    title: 'SMS Communication',
    text: 'Text one or several contractors about a finding in a few taps; they reply to you directly.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Report Customization',
    text: "Exclude items that don't apply and adjust quantities; the totals follow.",
  },
  {
    icon: Download,
    title: 'Download & Share',
    text: 'Save the analysis as a file to send to your agent, a contractor or the seller.',
  },
  {
    icon: Smartphone,
    title: 'Mobile Responsive',
    text: 'Works on any phone, tablet or computer, and installs to your home screen.',
  },
] as const;

export const FeatureGrid = () => (
  <Section
    id="features"
    eyebrow="Features"
    title="From a 60-page PDF to a repair plan"
    lead="Everything you need to decide what to fix, what to negotiate and who to call."
  >
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  </Section>
);

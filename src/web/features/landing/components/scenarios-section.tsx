import { Building2, House, KeyRound } from 'lucide-react';
import { Section } from './section';

// The spec's "testimonials", written honestly: illustrative situations, not quotes from people.
const SCENARIOS = [
  {
    icon: House,
    who: 'A first-time buyer',
    situation: 'Has five days left on the inspection contingency and a 70-page report.',
    outcome:
      'Sees the two critical items first, the likely cost of each, and which ones are worth raising with the seller.',
  },
  {
    icon: KeyRound,
    who: "A buyer's agent",
    situation: 'Needs to explain a report to clients who are not in town.',
    outcome: 'Shares a downloaded summary with page references, so the conversation is about decisions, not decoding.',
  },
  {
    icon: Building2,
    who: 'A small landlord',
    situation: 'Inherits a list of findings on a rental and needs quotes quickly.',
    outcome: 'Texts three rated local electricians about one finding in a minute, with the details already written.',
  },
] as const;

export const ScenariosSection = () => (
  <Section
    id="scenarios"
    eyebrow="Who it helps"
    title="Built for the week after the inspection"
    lead="Illustrative situations, not customer testimonials: we'd rather show you how it works than quote people you can't check."
    className="bg-muted/40"
  >
    <ul className="grid gap-5 md:grid-cols-3">
      {SCENARIOS.map(({ icon: Icon, who, situation, outcome }) => (
        <li key={who} className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="font-semibold">{who}</h3>
          </div>
          <p className="text-sm text-muted-foreground">{situation}</p>
          <p className="border-l-2 border-primary/40 pl-3 text-sm">{outcome}</p>
          <p className="mt-auto text-xs text-muted-foreground">Illustrative example</p>
        </li>
      ))}
    </ul>
  </Section>
);

import { Link } from 'wouter';
import { MEASURED_ACCURACY, MEASURED_COSTS } from '@/web/components/site/measured';
import { POLICIES } from '@/web/components/site/policies';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion';
import { Section } from './section';

const FAQ = [
  {
    q: 'Does this replace my home inspector?',
    a: "No. Punchlist reads your inspector's report and organises it; it can't see the house. Every finding links back to the inspector's own words so you can check it.",
  },
  {
    q: 'How accurate is the analysis?',
    a: `On our ${MEASURED_ACCURACY.reports}-report ${MEASURED_ACCURACY.set}, marked by hand, it found ${MEASURED_ACCURACY.recallPct}% of the deficiencies, and ${MEASURED_ACCURACY.precisionPct}% of what it reported were real. Reports in unfamiliar formats score lower, so every finding keeps the inspector's words and page for you to check.`,
  },
  {
    q: 'What do I need to upload?',
    a: `The report as a PDF or text file, up to ${POLICIES.maxUploadMb}MB. The inspector's PDF reads best: a text export keeps the words but loses the colours and highlights some inspectors mark findings with. Scanned pages are read by text recognition, which takes longer; if a scan can't be read, we tell you.`,
  },
  {
    q: 'How accurate are the cost estimates?',
    a: `Each one states its own uncertainty: ±20% for standard repairs, ±35% when the scope depends on what the contractor finds, and a range only for specialist work. Checked against published national cost guides, our average fell inside the guide's range for ${MEASURED_COSTS.tuned.inside} of ${MEASURED_COSTS.tuned.repairs} common repairs, and for ${MEASURED_COSTS.heldOut.inside} of ${MEASURED_COSTS.heldOut.repairs} more that we set aside before tuning. They are budgets, not quotes.`,
  },
  {
    q: 'How much does it cost?',
    a: 'Creating an account is free. One credit unlocks the full analysis of one report, with lifetime access to it. Credits come in one-time packages, never expire, and there is no subscription.',
  },
  {
    q: 'What happens to my report file?',
    a: `It is deleted ${POLICIES.uploadRetentionHours} hours after upload. Your analysis stays in your account until you delete it.`,
  },
] as const;

export const LandingFaq = () => (
  <Section id="faq" eyebrow="FAQ" title="Questions, answered">
    <div className="mx-auto max-w-3xl rounded-xl border bg-card px-6 shadow-sm">
      <Accordion type="single" collapsible>
        {FAQ.map(({ q, a }) => (
          <AccordionItem key={q} value={q}>
            <AccordionTrigger className="text-base">{q}</AccordionTrigger>
            <AccordionContent className="text-[15px] leading-relaxed">{a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
    <p className="mt-6 text-center text-sm text-muted-foreground">
      More in the{' '}
      <Link href="/help" className="font-medium text-primary hover:underline">
        Help Center
      </Link>
      .
    </p>
  </Section>
);

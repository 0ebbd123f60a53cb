import { LifeBuoy } from 'lucide-react';
import { PageContainer, PageHeader } from '@/web/components/page';
import { useSiteConfig } from '@/web/components/site/site-config';
import { SupportEmailLink } from '@/web/components/site/support-email-link';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion';
import { Card } from '@/web/components/ui/card';
import { helpSections } from './help-faq';

/** /help: the FAQ in sections, stating the policies. */
export const HelpPage = () => {
  const { data: config } = useSiteConfig();
  const sections = helpSections(config);
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="Help Center"
        description="Answers to the questions we hear most. Can't find yours? Write to us."
      />
      <nav aria-label="Help topics" className="mb-8 flex flex-wrap gap-2">
        {sections.map((s) => (
          <a
            key={s.id}
            href={`#${s.id}`}
            className="rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground"
          >
            {s.title}
          </a>
        ))}
      </nav>
      <div className="grid gap-8">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`} className="mb-2 text-lg font-semibold tracking-tight">
              {section.title}
            </h2>
            <Card className="px-5">
              <Accordion type="multiple">
                {section.items.map((item) => (
                  <AccordionItem key={item.id} value={item.id}>
                    <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
                    <AccordionContent className="text-[15px] leading-relaxed">{item.answer}</AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </Card>
          </section>
        ))}
      </div>
      <Card className="mt-10 flex flex-col items-start gap-3 p-6 sm:flex-row sm:items-center">
        <LifeBuoy className="size-6 text-primary" aria-hidden="true" />
        <p className="flex-1 text-sm text-muted-foreground">Still stuck? Our support team reads every message.</p>
        <SupportEmailLink className="text-sm font-medium text-primary underline-offset-4 hover:underline" />
      </Card>
    </PageContainer>
  );
};

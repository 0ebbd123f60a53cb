import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from '@/web/components/page';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal document: title, date, a table of contents and numbered sections. */
export const LegalPage = ({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) => (
  <PageContainer className="max-w-3xl">
    <PageHeader title={title} description={`Last updated ${updated}`} />
    <div className="grid gap-4 text-[15px] leading-7 text-foreground/90">{intro}</div>
    <nav aria-label="Contents" className="my-8 rounded-xl border bg-card p-5">
      <h2 className="text-sm font-semibold">Contents</h2>
      <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm text-muted-foreground sm:grid-cols-2">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="hover:text-foreground hover:underline">
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
    <div className="grid gap-10">
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
          <h2 id={`${s.id}-title`} className="text-xl font-semibold tracking-tight">
            {i + 1}. {s.title}
          </h2>
          <div className="mt-3 grid gap-3 text-[15px] leading-7 text-foreground/90 [&_li]:mt-1 [&_ul]:list-disc [&_ul]:pl-6">
            {s.body}
          </div>
        </section>
      ))}
    </div>
  </PageContainer>
);

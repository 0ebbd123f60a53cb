import { Check, Minus, X } from 'lucide-react';
import { Section } from './section';

type Cell = { mark: 'yes' | 'no' | 'partial'; text: string };

const COLUMNS = ['Punchlist', 'Reading the PDF yourself', 'Lead-generation directories'] as const;

// Compares approaches, not named companies; "directories" means services that sell contractors leads.
const ROWS: { label: string; cells: [Cell, Cell, Cell] }[] = [
  {
    label: 'Every deficiency in one prioritised list',
    cells: [
      { mark: 'yes', text: 'Critical, major, minor' },
      { mark: 'no', text: 'You compile it' },
      { mark: 'no', text: 'Not offered' },
    ],
  },
  {
    label: "The inspector's words and page for each item",
    cells: [
      { mark: 'yes', text: 'Quote and page number' },
      { mark: 'yes', text: 'If you find them' },
      { mark: 'no', text: 'Not offered' },
    ],
  },
  {
    label: 'Repair cost range with its sources',
    cells: [
      { mark: 'yes', text: 'Per item, for your state' },
      { mark: 'no', text: 'Not in most reports' },
      { mark: 'partial', text: 'Usually national averages' },
    ],
  },
  {
    label: 'Contractors ranked without paid placement',
    cells: [
      { mark: 'yes', text: 'Rating, reviews, distance' },
      { mark: 'no', text: 'You search' },
      { mark: 'no', text: 'Contractors pay for leads' },
    ],
  },
  {
    label: 'What it costs you',
    cells: [
      { mark: 'yes', text: '1 credit per report, no subscription' },
      { mark: 'partial', text: 'Free, plus your evenings' },
      { mark: 'partial', text: 'Free to you; contractors pay' },
    ],
  },
];

const Mark = ({ mark }: { mark: Cell['mark'] }) =>
  mark === 'yes' ? (
    <Check className="size-4 shrink-0 text-success" aria-label="Yes" />
  ) : mark === 'no' ? (
    <X className="size-4 shrink-0 text-muted-foreground" aria-label="No" />
  ) : (
    <Minus className="size-4 shrink-0 text-warning" aria-label="Partly" />
  );

export const ComparisonTable = () => (
  <Section
    id="compare"
    eyebrow="Compare"
    title="How Punchlist compares"
    lead="The usual ways of turning an inspection report into action, side by side."
  >
    {/* small screens: one card per approach instead of a table too wide to read */}
    <div className="grid gap-4 md:hidden">
      {COLUMNS.map((column, i) => (
        <div
          key={column}
          className={
            i === 0 ? 'rounded-xl border border-primary/40 bg-card p-5 shadow-sm' : 'rounded-xl border bg-card p-5'
          }
        >
          <h3 className={i === 0 ? 'font-semibold text-primary' : 'font-semibold'}>{column}</h3>
          <dl className="mt-3 grid gap-3 text-sm">
            {ROWS.map((row) => {
              const cell = row.cells[i] as Cell;
              return (
                <div key={row.label} className="flex items-start gap-2">
                  <Mark mark={cell.mark} />
                  <div>
                    <dt className="font-medium">{row.label}</dt>
                    <dd className="text-muted-foreground">{cell.text}</dd>
                  </div>
                </div>
              );
            })}
          </dl>
        </div>
      ))}
    </div>
    <div className="hidden overflow-x-auto rounded-xl border bg-card shadow-sm md:block">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">
          Punchlist compared with reading the report yourself and lead-generation directories
        </caption>
        <thead>
          <tr className="border-b bg-muted/50">
            <th scope="col" className="p-4 font-medium text-muted-foreground">
              <span className="sr-only">Feature</span>
            </th>
            {COLUMNS.map((c, i) => (
              <th key={c} scope="col" className={i === 0 ? 'p-4 font-semibold text-primary' : 'p-4 font-semibold'}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-b last:border-b-0">
              <th scope="row" className="p-4 font-medium">
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                <td key={COLUMNS[i]} className={i === 0 ? 'bg-primary/5 p-4' : 'p-4'}>
                  <span className="flex items-start gap-2">
                    <Mark mark={cell.mark} />
                    <span className={i === 0 ? 'font-medium' : 'text-muted-foreground'}>{cell.text}</span>
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </Section>
);

import type { SharedRepairRequest } from '@/contracts/share-links';
import { formatCents, formatDate, pluralize } from '@/web/lib/format';
import { formatDeadline } from '../utils/request-text';

const counts = (request: SharedRepairRequest) =>
  `${pluralize(request.totals.repairCount, 'repair')} requested · ${pluralize(request.totals.creditCount, 'credit')} requested`;

const SignatureLine = ({ party }: { party: string }) => (
  <div className="grid grid-cols-[1fr_10rem] gap-6">
    <div>
      <div className="h-10 border-b border-black/70" />
      <p className="mt-1 text-xs text-neutral-600">{party} signature</p>
    </div>
    <div>
      <div className="h-10 border-b border-black/70" />
      <p className="mt-1 text-xs text-neutral-600">Date</p>
    </div>
  </div>
);

/**
 * The repair request as a document: title, property, date, deadline, the opening paragraph, a numbered table
 * (item, location, the inspector's words with the report page, request type, credit amount), totals and signature
 * lines. Plain black on white so the browser's print-to-PDF gives a clean page flow; shared by the print view and
 * the shared page.
 */
export const RepairRequestDocument = ({ request }: { request: SharedRepairRequest }) => (
  <article className="mx-auto max-w-[52rem] bg-white p-4 text-[13px] leading-relaxed text-neutral-900 sm:p-10 print:max-w-none print:p-0">
    <header className="border-b-2 border-neutral-900 pb-4">
      <p className="text-xs font-medium tracking-wide text-neutral-600 uppercase">Request for repairs and credits</p>
      <h1 className="mt-1 text-2xl font-semibold break-words">{request.title}</h1>
      <dl className="mt-3 grid gap-x-8 gap-y-1 sm:grid-cols-2 print:grid-cols-2">
        <div className="flex gap-2">
          <dt className="font-medium">Property:</dt>
          <dd className="break-words">{request.propertyAddress || '—'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium">Buyer(s):</dt>
          <dd className="break-words">{request.buyerNames || '—'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium">Date:</dt>
          <dd>{formatDate(request.updatedAt)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium">Response requested by:</dt>
          <dd>{request.responseDeadline ? formatDeadline(request.responseDeadline) : '—'}</dd>
        </div>
      </dl>
    </header>
    {request.opening && <p className="mt-4 whitespace-pre-line break-words">{request.opening}</p>}
    <div className="overflow-x-auto print:overflow-visible">
      <table className="mt-5 w-full border-collapse text-left align-top" data-testid="request-table">
        <thead>
          <tr className="border-b border-neutral-900 text-xs tracking-wide uppercase">
            <th className="w-8 py-2 pr-2">#</th>
            <th className="py-2 pr-3">Item</th>
            <th className="hidden sm:table-cell print:table-cell py-2 pr-3">Location</th>
            <th className="hidden sm:table-cell print:table-cell py-2 pr-3">Inspector’s words</th>
            <th className="py-2 pr-3">Request</th>
            <th className="hidden sm:table-cell print:table-cell py-2 text-right">Credit</th>
          </tr>
        </thead>
        <tbody>
          {request.items.map((item, index) => (
            <tr key={item.deficiencyId} className="border-b border-neutral-300 align-top break-inside-avoid">
              <td className="py-2 pr-2 font-medium">{index + 1}</td>
              <td className="py-2 pr-3">
                <div className="wrap-anywhere">{item.description}</div>
                <div className="text-xs text-neutral-600">
                  {item.category} · {item.severity}
                </div>
                {/* phones: location and the inspector's words under the item, the table stays within the screen */}
                <div className="mt-1 space-y-1 text-xs sm:hidden print:hidden">
                  {item.location && <div className="wrap-anywhere">Location: {item.location}</div>}
                  {item.quote && (
                    <div className="wrap-anywhere">
                      <q>{item.quote}</q>
                      {item.page !== null && ` (report page ${item.page})`}
                    </div>
                  )}
                </div>
                {item.note && <div className="mt-1 text-xs wrap-anywhere italic">Note: {item.note}</div>}
              </td>
              <td className="hidden sm:table-cell print:table-cell py-2 pr-3 wrap-anywhere">{item.location ?? '—'}</td>
              <td className="hidden sm:table-cell print:table-cell py-2 pr-3">
                {item.quote ? <q className="wrap-anywhere">{item.quote}</q> : '—'}
                {item.page !== null && <div className="text-xs text-neutral-600">Report page {item.page}</div>}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">
                {item.type === 'credit' ? 'Credit' : 'Repair'}
                {item.type === 'credit' && (
                  <div className="sm:hidden print:hidden">{formatCents(item.amountCents ?? 0)}</div>
                )}
              </td>
              <td className="hidden sm:table-cell print:table-cell py-2 text-right whitespace-nowrap">
                {item.type === 'credit' ? formatCents(item.amountCents ?? 0) : '—'}
              </td>
            </tr>
          ))}
          {request.items.length === 0 && (
            <tr>
              <td colSpan={6} className="py-4 text-center text-neutral-600">
                No items in this request.
              </td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            {/* phones show three columns (#, item, request): the totals fit them */}
            <td colSpan={4} className="hidden sm:table-cell print:table-cell pt-3">
              {counts(request)}
            </td>
            <td colSpan={2} className="pt-3 pr-3 sm:hidden print:hidden">
              {counts(request)}
            </td>
            <td className="hidden sm:table-cell print:table-cell pt-3 pr-3">Total credits</td>
            <td
              className="hidden sm:table-cell print:table-cell pt-3 text-right whitespace-nowrap"
              data-testid="document-credit-total"
            >
              {formatCents(request.totals.creditCents)}
            </td>
            <td className="pt-3 sm:hidden print:hidden">
              Total credits
              <div>{formatCents(request.totals.creditCents)}</div>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
    <section className="mt-10 space-y-8 break-inside-avoid">
      <SignatureLine party="Buyer" />
      <SignatureLine party="Seller" />
    </section>
  </article>
);

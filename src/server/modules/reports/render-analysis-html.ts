import {
  categoryAnchor,
  formatUsd,
  formatUnitUsd,
  formatUsdRange,
  hasCostEstimate,
  keywordMatchPercent,
  lineTotals,
  minimumVisitNote,
  matchStrength,
  NO_ACTION_REQUIRED,
  PRICING_UNAVAILABLE,
  RISK_LABELS,
  sumTotals,
  toRiskLevel,
  topPriorityFindings,
  uncertaintyNote,
  UNIT_LABELS,
  URGENCY_LABELS,
} from '@/contracts/analysis-display';
import { CATEGORY_KEYS, type CategoryKey } from '@/contracts/common';
import type { Contractor } from '@/contracts/contractors';
import { formatPhone, telHref } from '@/contracts/phone-display';
import type { Deficiency, Summary } from '@/contracts/reports';

// The downloadable analysis (GET /api/reports/:id/download): one self-contained, printable HTML file. Inline CSS,
// no script, no external resource, and every value from the report or the user escaped — the file name and the
// inspector's text are user input and end up in a file the user opens from disk.

export interface AnalysisDocument {
  report: { id: number; filename: string; uploadedAt: Date };
  propertyAddress: string | null;
  inspectionDate: string | null;
  generatedAt: Date;
  summary: Summary;
  /** the findings that are not excluded, each list sorted critical → major → minor */
  deficiencies: Partial<Record<CategoryKey, Deficiency[]>>;
  excludedCount: number;
  /** every contractor matched to the report, by id */
  contractors: Map<string, Contractor>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML-escapes text for element content and double-quoted attributes. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Only plain web links become links: no javascript:, data: or relative URLs in a file opened from disk. */
export const safeHttpUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

const link = (url: string | null | undefined, label: string): string => {
  const href = safeHttpUrl(url);
  return href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${escapeHtml(label)}</a>` : escapeHtml(label);
};

const formatDate = (date: Date): string =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const pluralize = (n: number, word: string, plural = `${word}s`) => `${n} ${n === 1 ? word : plural}`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1c2433;background:#fff}
main{max-width:880px;margin:0 auto;padding:32px 24px 48px}
h1{font-size:24px;margin:0 0 4px}
h2{font-size:18px;margin:32px 0 12px;padding-bottom:6px;border-bottom:2px solid #e3e7ee}
h3{font-size:15px;margin:0 0 6px}
p{margin:4px 0}
.muted{color:#5b6678}
.small{font-size:12px}
.meta{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:16px 0}
.meta dt{color:#5b6678}
.meta dd{margin:0;word-break:break-word}
.cards{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}
.card{border:1px solid #e3e7ee;border-radius:8px;padding:10px 12px}
.card b{display:block;font-size:20px}
table{width:100%;border-collapse:collapse;margin:8px 0}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e3e7ee;vertical-align:top}
th.n,td.n{text-align:right;white-space:nowrap}
tfoot td{font-weight:600;border-top:2px solid #c9d0db}
.finding{border:1px solid #e3e7ee;border-left-width:5px;border-radius:8px;padding:12px 14px;margin:0 0 12px;page-break-inside:avoid;break-inside:avoid}
.finding.critical{border-left-color:#c62828}
.finding.major{border-left-color:#e67e22}
.finding.minor{border-left-color:#e0b000}
.finding.low{border-left-color:#8a94a6}
.risk{display:inline-block;font-size:11px;font-weight:700;letter-spacing:.04em;padding:1px 8px;border-radius:999px;margin-bottom:6px}
.risk.critical{background:#fdecea;color:#b71c1c}
.risk.major{background:#fff1e3;color:#a84d00}
.risk.minor{background:#fff8d6;color:#7a5d00}
.risk.low{background:#eef0f4;color:#4a5466}
.label{font-weight:600}
blockquote{margin:8px 0;padding:6px 12px;border-left:3px solid #c9d0db;background:#f6f7f9;color:#333;white-space:pre-wrap}
.cost{margin-top:10px;padding:10px 12px;background:#f6f8fb;border-radius:6px}
.cost .range{font-size:16px;font-weight:700}
ul.contractors{margin:6px 0 0;padding-left:18px}
.demo{font-size:11px;color:#a84d00;font-weight:600}
footer{margin-top:40px;font-size:12px;color:#5b6678;border-top:1px solid #e3e7ee;padding-top:12px}
.table-scroll{overflow-x:auto}
@media (max-width:640px){.cards{grid-template-columns:repeat(2,1fr)}th,td{padding-left:4px;padding-right:4px;font-size:12px}}
@media print{main{padding:0;max-width:none}h2{page-break-after:avoid;break-after:avoid}a{color:inherit}.priorities li,article,tr{break-inside:avoid}}
.priorities li{margin:4px 0}
`;

const contractorItem = (c: Contractor): string => {
  const parts = [
    `<span class="label">${escapeHtml(c.name)}</span>`,
    c.isDemo ? '<span class="demo">DEMO LISTING</span>' : '',
    c.rating !== null
      ? `${escapeHtml(c.rating.toFixed(1))} ★${c.reviewCount !== null ? ` (${escapeHtml(c.reviewCount)} reviews)` : ''}`
      : 'Rating N/A',
    c.distance !== null ? `${escapeHtml((c.distance / 1609.34).toFixed(1))} mi` : '',
    c.phone ? `<a href="${escapeHtml(telHref(c.phone))}">${escapeHtml(formatPhone(c.phone))}</a>` : '',
    c.website ? link(c.website, 'Website') : '',
    c.address ? `<span class="muted">${escapeHtml(c.address)}</span>` : '',
  ].filter(Boolean);
  return `<li>${parts.join(' · ')}</li>`;
};

const costBlock = (d: Deficiency): string => {
  const estimate = d.costEstimate;
  if (!estimate || !hasCostEstimate(estimate)) {
    const source = estimate?.sourceLabel ? ` <span class="muted small">${escapeHtml(estimate.sourceLabel)}</span>` : '';
    return `<div class="cost"><span class="label">${PRICING_UNAVAILABLE}</span>${source}</div>`;
  }
  const totals = lineTotals(d);
  if (!totals) return '';
  if (estimate.sourceKey === NO_ACTION_REQUIRED) {
    return `<div class="cost"><span class="range">${formatUsd(0)}</span> <span class="muted">${escapeHtml(estimate.sourceLabel)}</span><p class="small muted">${escapeHtml(uncertaintyNote(estimate))}</p></div>`;
  }
  const unit = UNIT_LABELS[d.unitType];
  const perUnit =
    d.quantity > 1
      ? `<p class="small muted">${escapeHtml(d.quantity)} ${escapeHtml(unit)} × ${escapeHtml(formatUnitUsd(estimate.minCost))} – ${escapeHtml(formatUnitUsd(estimate.maxCost))} per unit</p>`
      : '';
  const ratio = keywordMatchPercent(estimate);
  const minimum = minimumVisitNote(d);
  const citations = [...estimate.laborCitations, ...estimate.materialCitations]
    .map((c) => link(c.url, c.label || c.url))
    .join(' · ');
  return `<div class="cost">
<p><span class="range">${escapeHtml(formatUsdRange(totals.min, totals.max))}</span> <span class="muted">average ${escapeHtml(formatUsd(totals.average))}</span></p>
${perUnit}
${minimum ? `<p class="small">${escapeHtml(minimum)}</p>` : ''}
<p class="small">Labor ${escapeHtml(formatUsd(totals.labor))} · Material ${escapeHtml(formatUsd(totals.material))} · ${escapeHtml(URGENCY_LABELS[estimate.urgency])} · ${escapeHtml(matchStrength(estimate.priorityScore))}${ratio !== null ? ` · keyword match ${ratio}%` : ''}</p>
<p class="small muted">${escapeHtml(uncertaintyNote(estimate))}</p>
<p class="small muted">Source: ${escapeHtml(estimate.sourceLabel)}${estimate.region ? ` · Region: ${escapeHtml(estimate.region)}` : ''}${estimate.bniDescription ? ` · Item: ${escapeHtml(estimate.bniDescription)}` : ''}</p>
${estimate.scope ? `<p class="small muted">Priced as: ${escapeHtml(estimate.scope)}</p>` : ''}
${citations ? `<p class="small muted">Citations: ${citations}</p>` : ''}
</div>`;
};

const findingBlock = (d: Deficiency, contractors: Map<string, Contractor>): string => {
  const risk = toRiskLevel(d.severity);
  const matched = d.contractorIds.map((id) => contractors.get(id)).filter((c): c is Contractor => !!c);
  const field = (label: string, value: string | null) =>
    value?.trim() ? `<p><span class="label">${label}:</span> ${escapeHtml(value)}</p>` : '';
  const source =
    d.page !== null || d.quote
      ? `<p class="small muted">From the report${d.page !== null ? `, page ${escapeHtml(d.page)}` : ''}${d.inspectorLabel ? ` · inspector's rating: ${escapeHtml(d.inspectorLabel)}` : ''}</p>${d.quote ? `<blockquote>${escapeHtml(d.quote)}</blockquote>` : ''}`
      : '';
  return `<article class="finding ${risk}">
<span class="risk ${risk}">${RISK_LABELS[risk]}</span>${d.addedByUser ? ' <span class="small muted">Added by you</span>' : ''}
<h3>${escapeHtml(d.description)}</h3>
${field('Location', d.location)}
${field('Recommendation', d.recommendation)}
${field('Repair method', d.repairMethod)}
<p class="small muted">Quantity: ${escapeHtml(d.quantity)} ${escapeHtml(UNIT_LABELS[d.unitType])}</p>
${source}
${costBlock(d)}
${matched.length > 0 ? `<p class="small"><span class="label">Contractors (${escapeHtml(d.trade)}):</span></p><ul class="contractors small">${matched.map(contractorItem).join('')}</ul>` : ''}
</article>`;
};

/** The whole file. Every interpolated value passes through escapeHtml (numbers included, for uniformity). */
export const renderAnalysisHtml = (doc: AnalysisDocument): string => {
  const { summary } = doc;
  const groups = CATEGORY_KEYS.flatMap((key) => {
    const list = doc.deficiencies[key];
    return list && list.length > 0 ? [{ key, name: list[0]?.category ?? key, list }] : [];
  });
  const all = groups.flatMap((g) => g.list);
  const grand = sumTotals(all);
  const severity = summary.severityCount ?? { critical: 0, major: 0, minor: 0 };
  const costRows = groups
    .map((g) => ({ ...g, totals: sumTotals(g.list) }))
    .filter((g) => g.totals !== null)
    .map(
      (g) =>
        `<tr><td>${escapeHtml(g.name)}</td><td class="n">${g.list.length}</td><td class="n">${escapeHtml(formatUsd(g.totals!.min))}</td><td class="n">${escapeHtml(formatUsd(g.totals!.average))}</td><td class="n">${escapeHtml(formatUsd(g.totals!.max))}</td></tr>`,
    )
    .join('');
  const totalsSection = grand
    ? `<h2 id="total-costs">Total Estimated Costs</h2>
<div class="table-scroll"><table><thead><tr><th>Category</th><th class="n">Issues</th><th class="n">Minimum</th><th class="n">Average</th><th class="n">Maximum</th></tr></thead>
<tbody>${costRows}</tbody>
<tfoot><tr><td>Total</td><td class="n">${all.length}</td><td class="n">${escapeHtml(formatUsd(grand.min))}</td><td class="n">${escapeHtml(formatUsd(grand.average))}</td><td class="n">${escapeHtml(formatUsd(grand.max))}</td></tr></tfoot></table></div>
<p class="small muted">Labor ${escapeHtml(formatUsd(grand.labor))} · Material ${escapeHtml(formatUsd(grand.material))}. Totals are each estimate per unit × its quantity. Each finding states its own uncertainty: ±20% for standard repairs, ±35% for scope-dependent work, a range only for specialist work.</p>`
    : '';
  const findings = groups
    .map(
      (g) =>
        `<section id="${escapeHtml(categoryAnchor(g.name))}"><h2>${escapeHtml(g.name)} <span class="muted small">(${pluralize(g.list.length, 'issue')})</span></h2>${g.list.map((d) => findingBlock(d, doc.contractors)).join('\n')}</section>`,
    )
    .join('\n');
  // priorities first, as on the page (issue 17): a buyer who prints one page gets what matters
  const priorities = topPriorityFindings(all);
  const prioritiesSection =
    priorities.length > 0
      ? `<h2 id="top-priorities">Top Priorities</h2>
<ol class="priorities">${priorities
          .map((d) => {
            const totals = lineTotals(d);
            const where = [d.location, d.page !== null ? `page ${d.page}` : null].filter(Boolean).join(' · ');
            return `<li><span class="label">${escapeHtml(RISK_LABELS[toRiskLevel(d.severity)])}</span> <b>${escapeHtml(d.description)}</b>${where ? ` <span class="muted small">${escapeHtml(where)}</span>` : ''}${totals ? ` — ${escapeHtml(formatUsdRange(totals.min, totals.max))}` : ''}</li>`;
          })
          .join('')}</ol>`
      : '';
  const title = `Inspection Analysis Report #${doc.report.id}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="muted">Punchlist home inspection analysis</p>
<dl class="meta">
<dt>Property</dt><dd>${escapeHtml(doc.propertyAddress ?? 'Address not found in the report')}</dd>
<dt>Report file</dt><dd>${escapeHtml(doc.report.filename)}</dd>
${doc.inspectionDate ? `<dt>Inspection date</dt><dd>${escapeHtml(doc.inspectionDate)}</dd>` : ''}
<dt>Uploaded</dt><dd>${escapeHtml(formatDate(doc.report.uploadedAt))}</dd>
<dt>Generated</dt><dd>${escapeHtml(formatDate(doc.generatedAt))}</dd>
</dl>
<h2 id="analysis-summary">Analysis Summary</h2>
<div class="cards">
<div class="card">Total Issues<b>${escapeHtml(summary.totalDeficiencies ?? all.length)}</b></div>
<div class="card">Critical<b>${escapeHtml(severity.critical)}</b></div>
<div class="card">Major<b>${escapeHtml(severity.major)}</b></div>
<div class="card">Minor<b>${escapeHtml(severity.minor)}</b></div>
</div>
<p>${escapeHtml(pluralize(summary.categoriesAffected, 'category', 'categories'))} affected${summary.categories.length > 0 ? `: ${escapeHtml(summary.categories.join(', '))}` : ''}.</p>
${grand ? `<p>Estimated total repair cost: <span class="label">${escapeHtml(formatUsdRange(summary.totalCostRange.min, summary.totalCostRange.max))}</span></p>` : ''}
${doc.excludedCount > 0 ? `<p class="small muted">${escapeHtml(pluralize(doc.excludedCount, 'item'))} excluded from the report ${doc.excludedCount === 1 ? 'is' : 'are'} left out of this file and its totals.</p>` : ''}
${prioritiesSection}
${totalsSection}
<h2 id="detailed-findings">Detailed Findings</h2>
${findings || '<p>No Issues Found</p>'}
<footer>
<p>Estimates come from the Punchlist repair catalog (BLS wages with a state labor index and documented material allowances), not from contractor quotes. Contractors are listed from public directories, unbiased and out-of-network, with no referral fees. Always confirm the scope and price with a licensed contractor.</p>
</footer>
</main>
</body>
</html>
`;
};

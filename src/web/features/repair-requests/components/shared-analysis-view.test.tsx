import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CostEstimate } from '@/contracts/reports';
import type { SharedFinding } from '@/contracts/share-links';
import { SharedAnalysisView } from './shared-analysis-view';

describe('SharedAnalysisView', () => {
  it("gives each finding the job's total the owner sees: labor floored at the trade's minimum visit", () => {
    // one receptacle: 1 × $60 labor is below the electrician's first hour, so the job costs $140 – $240, as the
    // owner's page and the shared summary total say (not the bare per-unit $80 – $130)
    const costEstimate = {
      minCost: 80,
      averageCost: 100,
      maxCost: 130,
      laborCost: 60,
      materialCost: 40,
      sourceKey: 'punchlist-catalog',
      minimumCharge: { min: 100, average: 150, max: 200, label: "the electrician's minimum visit" },
    } as CostEstimate;
    const finding = {
      id: 1,
      category: 'Electrical',
      categoryKey: 'electrical',
      severity: 'major',
      location: 'Kitchen',
      description: 'Countertop receptacle lacks GFCI protection',
      recommendation: null,
      repairMethod: null,
      quantity: 1,
      unitType: 'each',
      page: 3,
      quote: null,
      inspectorLabel: null,
      trade: 'electrician',
      costEstimate,
    } as SharedFinding;
    render(
      <SharedAnalysisView
        analysis={{
          propertyAddress: '4 Elm St',
          inspectionDate: null,
          summary: {
            totalDeficiencies: 1,
            severityCount: { critical: 0, major: 1, minor: 0 },
            totalCostRange: { min: 140, max: 240 },
            categoriesAffected: 1,
            categories: ['Electrical'],
          },
          findings: [finding],
        }}
      />,
    );
    expect(screen.getByTestId('shared-finding')).toHaveTextContent('Estimated cost: $140 – $240');
  });
});

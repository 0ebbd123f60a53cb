import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testDeficiency, testEstimate } from '@/testing/web/analysis-test-data';
import { CostBlock } from './cost-block';

const minimumVisit = { min: 100, average: 150, max: 200, label: "the electrician's minimum visit" };

describe('CostBlock', () => {
  it("floors a one-unit job at the trade's minimum visit, says so, and states the priced scope", () => {
    // per unit: labor 60 + material 40 = 100 (min 80, max 130); one unit is below the electrician's first hour
    const estimate = testEstimate({
      minCost: 80,
      averageCost: 100,
      maxCost: 130,
      laborCost: 60,
      materialCost: 40,
      scope: 'replace one 15/20 A receptacle with a GFCI receptacle in the existing box',
      minimumCharge: minimumVisit,
    });
    const { rerender } = render(<CostBlock deficiency={testDeficiency({ costEstimate: estimate, quantity: 1 })} />);
    const block = within(screen.getByTestId('cost-block'));
    expect(block.getByText('$140')).toBeInTheDocument(); // 100 + 40
    expect(block.getByText('$190')).toBeInTheDocument(); // 150 + 40
    expect(block.getByText('$240')).toBeInTheDocument(); // 200 + 40
    expect(block.getByTestId('minimum-visit')).toHaveTextContent(
      "Includes the electrician's minimum visit ($100 – $200 labor).",
    );
    expect(block.getByTestId('cost-scope')).toHaveTextContent(
      'Priced as: replace one 15/20 A receptacle with a GFCI receptacle in the existing box',
    );

    // four units: 4 × 60 labor is above the minimum, so the totals are plain per-unit × quantity
    rerender(<CostBlock deficiency={testDeficiency({ costEstimate: estimate, quantity: 4 })} />);
    expect(block.getByText('$400')).toBeInTheDocument();
    expect(block.queryByTestId('minimum-visit')).not.toBeInTheDocument();
  });
});

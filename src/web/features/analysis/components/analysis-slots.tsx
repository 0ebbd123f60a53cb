import { createContext, type ReactNode, useContext } from 'react';
import type { Contractor } from '@/contracts/contractors';
import type { Deficiency } from '@/contracts/reports';

/** One finding of the report and the contractors matched to its trade. */
export interface FindingContractors {
  reportId: number;
  propertyAddress: string | null;
  finding: Deficiency;
  contractors: Contractor[];
}

/**
 * What other features draw inside the analysis page. Features never import each other, so the route composes them
 * (app/pages/analysis-route.tsx); a slot left out draws nothing.
 */
export interface AnalysisSlots {
  /** the repair requests and share links of the report, after the findings (repair-requests) */
  negotiation?: (reportId: number) => ReactNode;
  /** the texts sent to contractors about the report (contractors) */
  messageLog?: (reportId: number) => ReactNode;
  /** a finding's 'Send Project Details' to the contractors of its trade (contractors) */
  sendProjectDetails?: (props: FindingContractors) => ReactNode;
  /** one trade's contractors, each one textable about the trade's lead finding (contractors) */
  tradeContractors?: (props: FindingContractors) => ReactNode;
  /** a locked report's offer: the price of a credit, what unlocking gives, the unlock dialog (credits) */
  unlockOffer?: (report: { id: number; filename: string }) => ReactNode;
}

const SlotsContext = createContext<AnalysisSlots>({});

export const AnalysisSlotsProvider = SlotsContext.Provider;

/** The slots the route filled, for the page's parts however deep they sit. */
export const useAnalysisSlots = (): AnalysisSlots => useContext(SlotsContext);

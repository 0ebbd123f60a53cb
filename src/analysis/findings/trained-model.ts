// The trained finder: which candidates are findings, and their category and severity. The weights are a file in
// the repository made by `npm run train` from the keyed corpus (src/cli/train.ts); loading it is all the runtime does.
import type { LinearModel } from './linear-model';
import type { LookAlike } from './look-alike';
import trained from './model/finder-model.json';

export interface FinderModel {
  /** classes ['no', 'yes']: is the candidate an inspector-flagged deficiency */
  finder: LinearModel;
  /** a candidate is a finding when P(yes) reaches this */
  threshold: number;
  /**
   * report-relative calibration: a candidate's log-odds move by `weight` times its distance from the mean log-odds
   * of the report's `top` best candidates, so a report whose comments all score low (or all high) is read against
   * its own best comments
   */
  relative?: { top: number; weight: number };
  /** then each candidate is read with the report's other candidates of the same look (look-alike.ts) */
  lookAlike?: LookAlike;
  /** and with those that share its longer words (look-alike.ts: the same reading, by words) */
  wordAlike?: LookAlike;
  /**
   * last, a body comment the report's own summary repeats has its log-odds raised by this: the inspector listed it
   * among the report's findings (a post-model reading, so reports without a summary keep the vocabulary's weights)
   */
  summaryShift?: number;
  category: LinearModel;
  severity: LinearModel;
}

export interface TrainedModelFile extends FinderModel {
  /** how the file was made: the reports it was trained on, the options, the seed */
  trainedOn: string[];
  options: Record<string, number | boolean>;
}

export const FINDER_MODEL: FinderModel = trained as TrainedModelFile;

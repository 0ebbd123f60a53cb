// `npm run train`: fits the finder's models on every keyed report (the shared dev corpus and test-data/keys) and
// writes src/analysis/findings/model/finder-model.json. Deterministic: the same data gives the same file.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadCorpus } from './corpus/load-corpus';
import { keyedDirs, PROJECT_ROOT, readFamilies } from './corpus/corpus-paths';
import { buildModelFile, serializeModel } from '../analysis/learning/model-file';

const families = readFamilies();
const dirs = keyedDirs();
if (!dirs.some((d) => d.endsWith('dev'))) {
  console.error('No keyed corpus at ../shared/corpus/dev');
  process.exit(1);
}
const reports = (await Promise.all(dirs.map((d) => loadCorpus(d, families)))).flat();
const file = buildModelFile(reports);
const out = resolve(PROJECT_ROOT, 'src/analysis/findings/model/finder-model.json');
writeFileSync(out, serializeModel(file));
const count = (m: { weights: Record<string, number[]> }) => Object.keys(m.weights).length;
console.log(
  `trained on ${reports.length} reports: finder ${count(file.finder)} features, category ${count(file.category)}, severity ${count(file.severity)} → ${out}`,
);

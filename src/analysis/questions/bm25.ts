/** Okapi BM25 over pre-tokenised documents; weights let a document count some of its terms more (its heading). */
export interface Bm25Doc {
  /** term → weighted count */
  tf: Map<string, number>;
  length: number;
}

const K1 = 1.2;
const B = 0.75;

export const bm25Doc = (terms: { term: string; weight: number }[]): Bm25Doc => {
  const tf = new Map<string, number>();
  let length = 0;
  for (const { term, weight } of terms) {
    tf.set(term, (tf.get(term) ?? 0) + weight);
    length += weight;
  }
  return { tf, length };
};

export interface Bm25Index {
  docs: Bm25Doc[];
  df: Map<string, number>;
  avgLength: number;
}

export const bm25Index = (docs: Bm25Doc[]): Bm25Index => {
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const avgLength = docs.reduce((a, d) => a + d.length, 0) / Math.max(1, docs.length);
  return { docs, df, avgLength };
};

export const idf = (index: Bm25Index, term: string) => {
  const n = index.df.get(term) ?? 0;
  return Math.log(1 + (index.docs.length - n + 0.5) / (n + 0.5));
};

/** Each document's score for the query terms (weight per query term), and which of them it matched. */
export const bm25Scores = (index: Bm25Index, query: Map<string, number>) =>
  index.docs.map((d) => {
    let score = 0;
    const matched: string[] = [];
    for (const [term, weight] of query) {
      const f = d.tf.get(term);
      if (!f) continue;
      matched.push(term);
      score += weight * idf(index, term) * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / index.avgLength)));
    }
    return { score, matched };
  });

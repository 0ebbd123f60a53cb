import autocannon from 'autocannon';

/** The same settings for every API row and for the hello-world route (stated in the report). */
export const LOAD = { connections: 10, durationSeconds: 10, warmupSeconds: 2 };

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

export const loadTest = async (url: string, headers: Record<string, string> = {}): Promise<LoadResult> => {
  await autocannon({ url, connections: LOAD.connections, duration: LOAD.warmupSeconds, headers });
  const result = await autocannon({ url, connections: LOAD.connections, duration: LOAD.durationSeconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
};

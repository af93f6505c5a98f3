import autocannon from 'autocannon';

export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
}

export interface LoadResult {
  responses: number;
  seconds: number;
  rps: number;
  /** Latency percentiles in milliseconds, from every response's own timing. */
  p50: number;
  p99: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** How long a load run lasts: seconds, or a fixed number of requests (for CPU-time comparisons on a busy machine). */
export type LoadLength = { seconds: number } | { requests: number };

/** Drives `requests` (cycled per connection) against a port for the given length (a bare number: seconds). */
export async function runLoad(port: number, requests: LoadRequest[], length: LoadLength | number, connections: number): Promise<LoadResult> {
  if (typeof length === 'number') length = { seconds: length };
  // autocannon's own histogram keeps whole milliseconds; sub-millisecond loopback latencies need the raw timings.
  let timings = new Float64Array(1 << 16);
  let count = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    ...('seconds' in length ? { duration: length.seconds } : { amount: length.requests }),
    requests: requests.map((request) => ({ method: 'GET', path: request.path, headers: request.headers })),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    if (count === timings.length) {
      const grown = new Float64Array(timings.length * 2);
      grown.set(timings);
      timings = grown;
    }
    timings[count++] = responseTime;
  });
  const result = await instance;
  const sorted = timings.subarray(0, count).sort();
  const statusCounts: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statusCounts[status] = stats.count;
  return {
    responses: count,
    seconds: result.duration,
    rps: count / result.duration,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    statusCounts,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

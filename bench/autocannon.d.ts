// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number; total: number };
  type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; non2xx: number; errors: number; timeouts: number };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

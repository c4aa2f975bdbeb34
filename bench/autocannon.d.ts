// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number; total: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    resets: number;
    duration: number;
  };
  type RequestData = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };
  type Request = RequestData & {
    /** Called before each request is sent: returns the request to send (a fresh body per request). */
    setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData;
    /** Called with each answer (status, body as a string). */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: Request[];
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

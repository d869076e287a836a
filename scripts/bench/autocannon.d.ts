/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    /** For requests: how many were answered in all. */
    total: number;
    p50: number;
    p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Called with each answer's body (as text); a false answer counts as a mismatch. */
    verifyBody?: (body: string) => boolean;
    /** Called once with each connection's client, before its first request. */
    setupClient?: (client: Client) => void;
  }
  interface Client {
    /** The headers of this connection's requests from now on. */
    setHeaders: (headers: Record<string, string>) => void;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers verifyBody refused. */
    mismatches: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}

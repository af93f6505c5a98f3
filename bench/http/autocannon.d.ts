/** The small part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests (overrides duration). */
    amount?: number;
    pipelining?: number;
    requests?: AutocannonRequest[];
  }

  interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }

  type Instance = EventEmitter & PromiseLike<AutocannonResult> & { stop(): void };

  function autocannon(options: AutocannonOptions): Instance;
  export = autocannon;
}

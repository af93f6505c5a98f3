/**
 * Whether a value is a promise or promise-like. The hot path awaits only these:
 * awaiting a plain value still costs a promise and a trip through the microtask
 * queue (and, with the request scope, promise-hook calls).
 */
export { isThenable } from '../hooks/Hooks';

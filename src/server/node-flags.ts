/**
 * The Node flags the server process runs with (decision 0183): `npm start` passes them (package.json's
 * start script, checked by node-flags.test.ts), and so do the process tests and the bench's server.
 *
 * The old-space cap bounds the garbage V8 lets pile up, not what the server keeps: without it, V8 sizes
 * its heap for this machine (gigabytes) and lets a long CSV export's promoted batches accumulate until
 * the old space reaches about three times the live heap (~75 MB at rest), so RSS rose 30–150 MB during
 * an export. With it, full collections come sooner and an export's growth stays within a few tens of MB
 * at any size. 256 MB is over three times the resting live heap, so a busy server keeps its headroom; a
 * real leak still fails (out of memory) instead of being hidden.
 */
export const SERVER_HEAP_MB = 256;

export const SERVER_NODE_FLAGS: readonly string[] = [`--max-old-space-size=${SERVER_HEAP_MB}`];

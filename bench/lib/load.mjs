import autocannon from 'autocannon';

/** Runs a bounded load against a loopback URL and returns the figures we record. */
export const load = async (url, { connections = 10, duration = 10 } = {}) => {
  const result = await autocannon({ url, connections, duration });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};

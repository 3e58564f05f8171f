/**
 * rate-limiter-flexible's base class of store limiters, which its README tells a store of one's own to extend: typed in
 * the package's types.d.ts but missing from its index.js (upstream issue #149), so imported from its own file.
 */
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';

  export default RateLimiterStoreAbstract;
}

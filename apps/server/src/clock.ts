/** The current time. Passed in (buildApp options) so that tests can move time forward: token expiry, reset links, login locks. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock of this app (buildApp's option; the system clock by default). */
    clock: Clock;
  }
}

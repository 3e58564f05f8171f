import type { InjectOptions } from 'fastify';
import type { App, BuildOptions } from '../../src/app.ts';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { injectOverHttp } from './inject-over-http.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

export type TwoInstances = {
  /** The first instance, but `inject` and `listen` go through the proxy, and `close` closes all three. */
  app: App;
  instances: [App, App];
  proxy: RoundRobinProxy;
};

/**
 * Two instances of the app on one configuration (the same PostgreSQL, Redis, DATA_DIR and JWT_SECRET), listening on
 * ports of their own, behind one round-robin proxy: each request goes to the other instance than the one before.
 * What a suite gets is the first instance as an App, except that `inject` and `listen` go through the proxy's one
 * address (its direct uses, such as `repositories`, reach the database both share) and `close` closes all three.
 */
export async function twoInstancesBehindOneAddress(config: Config, options?: BuildOptions): Promise<TwoInstances> {
  const proxy = await startRoundRobinProxy();
  const instances: App[] = [];
  try {
    for (let index = 0; index < 2; index += 1) {
      const instance = await buildApp(config, options);
      instances.push(instance);
      proxy.targets.push(await instance.listen({ host: '127.0.0.1', port: 0 }));
    }
  } catch (error) {
    await Promise.all([proxy.close(), ...instances.map((instance) => instance.close())]);
    throw error;
  }
  const [first] = instances as [App, App];
  const front: Partial<App> = {
    inject: ((options: InjectOptions) => injectOverHttp(proxy.url, options)) as App['inject'],
    listen: (async () => proxy.url) as App['listen'],
    close: (async () => {
      await proxy.close();
      await Promise.all(instances.map((instance) => instance.close()));
    }) as unknown as App['close'],
  };
  const app = new Proxy(first, {
    get(target, property) {
      if (property in front) return front[property as keyof App];
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { app, instances: instances as [App, App], proxy };
}

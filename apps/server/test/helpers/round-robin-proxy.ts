import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers of one connection, not of the request: a proxy does not pass them on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

const passedOn = (headers: IncomingHttpHeaders): IncomingHttpHeaders => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export type RoundRobinProxy = {
  /** The one address clients call, such as http://127.0.0.1:40123. */
  url: string;
  /** Where requests go, in turn; set once the instances listen. */
  targets: string[];
  /** The target (its index) each request went to, in order. */
  sent: number[];
  close: () => Promise<void>;
};

/**
 * A load balancer for tests: each request goes to the next target in turn, with the client's address added to
 * X-Forwarded-For as a load balancer does; answers (event streams too) are passed back as they come.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let turn = 0;
  const proxy: RoundRobinProxy = { url: '', targets: [], sent: [], close: async () => {} };
  const server = createServer((incoming, outgoing) => {
    const index = turn++ % proxy.targets.length;
    proxy.sent.push(index);
    const target = new URL(proxy.targets[index] as string);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...passedOn(incoming.headers), 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        // Event streams: each piece as soon as it comes.
        outgoing.flushHeaders();
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"Bad gateway"}');
      else outgoing.destroy();
    });
    // A client that goes away (a closed event stream) ends its request upstream too.
    outgoing.on('close', () => upstream.destroy());
    // The body is read whole, then sent in one piece (as nginx buffers request bodies): an instance that refuses a
    // body by its length answers at once and closes, which a body still streaming in would meet as a broken pipe.
    const body: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => body.push(chunk));
    incoming.on('end', () => upstream.end(Buffer.concat(body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return proxy;
}

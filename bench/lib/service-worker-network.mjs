/**
 * Watches (and, given `conditions`, throttles) the network of the service worker a page registers, through the
 * DevTools protocol. A page's own network emulation does not reach its service worker, whose install fetches
 * are what this measures, so the worker is caught as it starts (auto-attach, paused until set up) and given the
 * same conditions. Chromium only allows auto-attach from a page in the non-flat protocol, hence the messages.
 * Call before the page's first navigation; `stats()` answers the worker's finished requests and bytes so far, and
 * when (performance.now() of this process) the worker started.
 */
export const watchServiceWorkerNetwork = async (context, page, conditions) => {
  const cdp = await context.newCDPSession(page);
  const totals = { requests: 0, bytes: 0, failed: 0, startedAt: undefined };
  let id = 0;
  const sendTo = (sessionId, method, params = {}) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: (id += 1), method, params }) });
  cdp.on('Target.attachedToTarget', async ({ sessionId, targetInfo }) => {
    if (targetInfo.type === 'service_worker') {
      totals.startedAt ??= performance.now();
      await sendTo(sessionId, 'Network.enable');
      if (conditions) await sendTo(sessionId, 'Network.emulateNetworkConditions', conditions);
    }
    await sendTo(sessionId, 'Runtime.runIfWaitingForDebugger');
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const { method, params } = JSON.parse(message);
    if (method === 'Network.loadingFinished') {
      totals.requests += 1;
      totals.bytes += params.encodedDataLength;
    } else if (method === 'Network.loadingFailed') totals.failed += 1;
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  if (conditions) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', conditions);
  }
  return { stats: () => ({ ...totals }) };
};

/** Where the app's live regions live: a container of the page's body, outside the app's root element. */
const HOST_ID = 'live-regions';

/**
 * The container of the live regions, made on first use. A modal dialog hides everything beside it from screen
 * readers (MUI's Modal sets aria-hidden on the other children of the body, the app's root among them), and a notice
 * shown while a dialog is open must still be read: so the host sits beside the root and never stays hidden. It holds
 * nothing but live regions, which have nothing to focus or click.
 */
export function liveRegionHost(doc: Document = document): HTMLElement {
  const existing = doc.getElementById(HOST_ID);
  if (existing) return existing;
  const host = doc.createElement('div');
  host.id = HOST_ID;
  doc.body.appendChild(host);
  const view = doc.defaultView;
  if (view?.MutationObserver) {
    new view.MutationObserver(() => {
      if (host.hasAttribute('aria-hidden')) host.removeAttribute('aria-hidden');
    }).observe(host, { attributes: true, attributeFilter: ['aria-hidden'] });
  }
  return host;
}

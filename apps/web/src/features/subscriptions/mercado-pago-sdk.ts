/** Mercado Pago's JS SDK (v2), as its docs say to load it: from its own address, on the page that shows its card form. */
export const MERCADOPAGO_SDK_URL = 'https://sdk.mercadopago.com/js/v2';

/** How long the SDK may take to arrive before the screen says it could not be loaded. */
export const SDK_TIMEOUT_MS = 15_000;

/** What the card form hands back on submit: the card's token, and what the buyer typed that we pass on. */
export type CardFormData = { token: string; payer?: { email?: string } };

type BrickController = { unmount: () => void };
type Bricks = {
  create: (
    kind: 'cardPayment',
    containerId: string,
    settings: {
      initialization: { amount: number; payer?: { email?: string } };
      callbacks: { onReady?: () => void; onSubmit: (data: CardFormData) => Promise<void>; onError: (error: { message?: string }) => void };
    },
  ) => Promise<BrickController>;
};
export type MercadoPagoInstance = { bricks: () => Bricks };
export type MercadoPagoConstructor = new (publicKey: string, options?: { locale?: string }) => MercadoPagoInstance;

declare global {
  interface Window {
    MercadoPago?: MercadoPagoConstructor;
  }
}

let loading: Promise<MercadoPagoConstructor> | null = null;

/**
 * Loads the SDK once (a script element), answering its constructor; rejects when it cannot be had (no network, a
 * blocker, a time-out), and a later call tries again.
 */
export function loadMercadoPagoSdk(timeoutMs = SDK_TIMEOUT_MS): Promise<MercadoPagoConstructor> {
  if (window.MercadoPago) return Promise.resolve(window.MercadoPago);
  loading ??= new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error('Mercado Pago SDK unavailable'));
    };
    const timer = setTimeout(fail, timeoutMs);
    script.src = MERCADOPAGO_SDK_URL;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.MercadoPago) resolve(window.MercadoPago);
      else fail();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}

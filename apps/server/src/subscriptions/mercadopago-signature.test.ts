import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MERCADOPAGO_SIGNATURE_MAX_AGE_MS, mercadoPagoSignatureValid } from './mercadopago-client.ts';

const SECRET = 'webhook-secret';
const NOW = new Date('2026-03-01T09:00:00.000Z');

/** x-signature as Mercado Pago makes it, signed at `ts` (its text as sent: seconds or milliseconds). */
const signed = (ts: string, { dataId = '123456', requestId = 'req-1', secret = SECRET } = {}) => ({
  signature: `ts=${ts},v1=${createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')}`,
  requestId,
  dataId,
  secret: SECRET,
});

describe('mercadoPagoSignatureValid', () => {
  it('takes a signature made now, its ts in milliseconds or in seconds', () => {
    expect(mercadoPagoSignatureValid({ ...signed(String(NOW.getTime())), now: NOW })).toBe(true);
    expect(mercadoPagoSignatureValid({ ...signed(String(NOW.getTime() / 1000)), now: NOW })).toBe(true);
  });

  it('refuses a well signed notification older than five minutes, or as far ahead of the clock', () => {
    const at = (offsetMs: number) => String(NOW.getTime() + offsetMs);
    expect(mercadoPagoSignatureValid({ ...signed(at(-MERCADOPAGO_SIGNATURE_MAX_AGE_MS)), now: NOW })).toBe(true);
    expect(mercadoPagoSignatureValid({ ...signed(at(-MERCADOPAGO_SIGNATURE_MAX_AGE_MS - 1)), now: NOW })).toBe(false);
    expect(mercadoPagoSignatureValid({ ...signed(String(Math.floor(NOW.getTime() / 1000) - 301)), now: NOW })).toBe(false);
    expect(mercadoPagoSignatureValid({ ...signed(at(MERCADOPAGO_SIGNATURE_MAX_AGE_MS + 1)), now: NOW })).toBe(false);
  });

  it('refuses another secret, another request id, and a ts that is not a number', () => {
    const ts = String(NOW.getTime());
    expect(mercadoPagoSignatureValid({ ...signed(ts, { secret: 'other' }), now: NOW })).toBe(false);
    expect(mercadoPagoSignatureValid({ ...signed(ts), requestId: 'req-2', now: NOW })).toBe(false);
    expect(mercadoPagoSignatureValid({ ...signed('1e12'), now: NOW })).toBe(false);
    expect(mercadoPagoSignatureValid({ ...signed(ts), signature: undefined, now: NOW })).toBe(false);
  });
});

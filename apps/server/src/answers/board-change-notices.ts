import pg from 'pg';
import { BOARD_CHANGES_CHANNEL } from '../db/migrations/0008-board-change-notices.ts';

export type BoardChangeListener = {
  /** A board was written or deleted, by any instance (its id). */
  changed: (id: string) => void;
  /** Changes cannot be heard from now on (the connection is down). */
  deaf: () => void;
  /** Changes are heard again (what happened meanwhile is unknown). */
  hearing: () => void;
  onError?: (error: unknown) => void;
};

/** Waits before connecting again: doubling from 100 ms up to 5 s. */
const retryDelay = (failures: number): number => Math.min(5_000, 100 * 2 ** Math.min(failures, 6));

/**
 * Hears the board changes PostgreSQL notifies (migration 0008's trigger) on a connection of its own, connecting again
 * whenever it is lost. `hearing` is called once listening (again), `deaf` as soon as the connection fails. Answers the
 * function that stops listening.
 */
export async function listenToBoardChanges(url: string, listener: BoardChangeListener): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    let lost = false;
    const lose = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error) listener.onError?.(error);
      listener.deaf();
      connection.end().catch(() => undefined);
      if (client === connection) client = undefined;
      if (!stopped) retry = setTimeout(() => void connect(), retryDelay(failures++));
    };
    connection.on('error', lose);
    connection.on('end', () => lose());
    connection.on('notification', (message) => {
      if (message.channel === BOARD_CHANGES_CHANNEL && message.payload) listener.changed(message.payload);
    });
    try {
      await connection.connect();
      await connection.query(`listen ${BOARD_CHANGES_CHANNEL}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (stopped || lost) {
      await connection.end().catch(() => undefined);
      return;
    }
    client = connection;
    failures = 0;
    listener.hearing();
  };

  listener.deaf();
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const connection = client;
    client = undefined;
    await connection?.end().catch(() => undefined);
  };
}

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { canMountFilesystems, mountSmallFilesystem } from './small-filesystem.ts';

/**
 * Fills the file system holding `dir` with one file, leaving `leaveBytes` free, so the next write larger than that
 * fails for lack of space (a real ENOSPC, not an injected error). Answers how to give the room back.
 */
export function fillFilesystem(dir: string, leaveBytes = 64 * 1024): () => void {
  const filler = join(dir, 'disk-filler');
  const { bavail, bsize } = statfsSync(dir);
  writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes), 0x5a));
  return () => rmSync(filler, { force: true });
}

const postgresUser = (() => {
  try {
    return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
  } catch {
    return null;
  }
})();

/** Whether a PostgreSQL tablespace can be put on a small file system here: root may mount, and the server runs on this machine as `postgres`. */
export const canMakeSmallTablespace = canMountFilesystems && postgresUser !== null;

export type SmallTablespaceDatabase = { url: string; fill: () => Promise<void>; giveRoomBack: () => Promise<void>; drop: () => Promise<void> };

const run = async (url: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * A PostgreSQL database whose tables live in a tablespace on a real file system of `bytes` bytes (tmpfs, owned by
 * the server's user), so that it runs out of space as a full disk would (SQLSTATE 53100). `fill` writes a filler
 * table until the file system is full; `giveRoomBack` drops it.
 */
export async function smallTablespaceDatabase(adminUrl: string, parent: string, bytes: number): Promise<SmallTablespaceDatabase> {
  if (!postgresUser) throw new Error('no postgres user on this machine');
  const name = `tessera_full_${randomBytes(6).toString('hex')}`;
  const dir = join(parent, 'tablespace');
  chmodSync(parent, 0o755);
  mkdirSync(dir);
  const unmount = mountSmallFilesystem(dir, bytes);
  execFileSync('chown', [`${postgresUser.uid}:${postgresUser.gid}`, dir]);
  await run(adminUrl, `create tablespace "${name}" location '${dir}'`);
  await run(adminUrl, `create database "${name}" tablespace "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const own = url.toString();
  return {
    url: own,
    // Rows of random text (so they do not compress), one statement each, until the file system refuses.
    fill: () =>
      run(
        own,
        `create table disk_filler (x text);
         do $$ begin loop insert into disk_filler select string_agg(md5(random()::text || h), '') from generate_series(1, 500) h; end loop;
         exception when disk_full then null; end $$`,
      ),
    giveRoomBack: () => run(own, 'drop table if exists disk_filler'),
    drop: async () => {
      await run(adminUrl, `drop database if exists "${name}" with (force)`);
      await run(adminUrl, `drop tablespace if exists "${name}"`);
      unmount();
    },
  };
}

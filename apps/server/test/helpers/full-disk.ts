import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './redis-server.ts';
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

/** The folder of PostgreSQL's server programs (Debian: /usr/lib/postgresql/<major>/bin), or null. */
const postgresBin = (() => {
  const root = '/usr/lib/postgresql';
  const major = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  const bin = major ? join(root, major, 'bin') : null;
  return bin && existsSync(join(bin, 'initdb')) ? bin : null;
})();

const hasPostgresUser = (() => {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Whether a PostgreSQL server of the test's own can be run here on a small file system: root, the server's programs and its user. */
export const canRunSmallPostgres = canMountFilesystems && postgresBin !== null && hasPostgresUser;

export type SmallPostgres = { url: string; fill: () => Promise<void>; giveRoomBack: () => Promise<void>; stop: () => Promise<void> };

const run = async (url: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** Unmounting fails while the server's last processes still hold files there: a moment later it works. */
const retried = async (unmount: () => void): Promise<void> => {
  for (let tries = 0; ; tries += 1) {
    try {
      return unmount();
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

const asPostgres = (program: string, args: string[]) => ['-u', 'postgres', '--', join(postgresBin!, program), ...args];

/**
 * A PostgreSQL server of the test's own (never the shared one: a full tablespace makes every checkpoint of its
 * server fail, and with it other tests' CREATE DATABASE), with a database whose tables live in a tablespace on a
 * real file system of `bytes` bytes (tmpfs), so it runs out of space as a full disk would (SQLSTATE 53100). The
 * server's own files and its log are on a roomy tmpfs beside it. `fill` writes a filler table until the small file
 * system is full; `giveRoomBack` drops it.
 */
export async function startSmallPostgres(parent: string, bytes: number): Promise<SmallPostgres> {
  chmodSync(parent, 0o755);
  const home = join(parent, 'postgres');
  const space = join(parent, 'tablespace');
  mkdirSync(home);
  mkdirSync(space);
  const unmountHome = mountSmallFilesystem(home, 256 * 1024 * 1024);
  const unmountSpace = mountSmallFilesystem(space, bytes);
  execFileSync('chown', ['postgres:postgres', home, space]);
  const data = join(home, 'data');
  execFileSync('runuser', asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']), { stdio: 'ignore' });
  const port = await freePort();
  const settings = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${home}`,
    '-c',
    'fsync=off',
    '-c',
    'shared_buffers=16MB',
    '-c',
    'max_connections=40',
  ];
  const server: ChildProcess = spawn('runuser', asPostgres('postgres', ['-D', data, '-p', String(port), ...settings]), { stdio: 'ignore' });
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let tries = 0; ; tries += 1) {
    try {
      await run(admin, 'select 1');
      break;
    } catch (error) {
      if (tries > 200 || server.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const name = `tessera_full_${randomBytes(4).toString('hex')}`;
  await run(admin, `create tablespace small location '${space}'`);
  await run(admin, `create database "${name}" tablespace small`);
  const url = `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url,
    // Rows of random text (so they do not compress), one statement each, until the file system refuses.
    fill: () =>
      run(
        url,
        `create table disk_filler (x text);
         do $$ begin loop insert into disk_filler select string_agg(md5(random()::text || h), '') from generate_series(1, 500) h; end loop;
         exception when disk_full then null; end $$`,
      ),
    giveRoomBack: () => run(url, 'drop table if exists disk_filler'),
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        execFileSync('runuser', asPostgres('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']), { stdio: 'ignore' });
        await exited;
      }
      await retried(unmountSpace);
      await retried(unmountHome);
    },
  };
}

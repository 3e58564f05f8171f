import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import * as samples from './helpers/media-samples.ts';
import { multipartBody, type FilePart } from './helpers/multipart.ts';
import { forgedHeaders, signedInUser, type SignedIn } from './helpers/users.ts';

const PUBLIC_URL = 'https://tessera.example.org';
const UNSUPPORTED = 'Unsupported file type: only pictures (PNG, JPEG, GIF, WebP, SVG) and sounds (Ogg, WebM, MP4/AAC, MP3, WAV) are accepted';
const TOO_LARGE = 'The file is too large: pictures may be at most 20 MB (SVG drawings 5 MB) and sounds at most 10 MB';
const MB = 1024 * 1024;
const PICTURE_TOO_LARGE = 'The picture is too large: pictures may be at most 4,096 pixels a side and 16 megapixels';

describeEachDatabase(
  'media routes',
  (database) => {
    let app: App;
    let config: Config;
    let ada: SignedIn;

    beforeAll(async () => {
      const env = { PUBLIC_URL };
      config = database.config(env);
      app = await database.buildApp(env);
      ada = await signedInUser(app, 'Ada');
    });

    const upload = (files: FilePart[], user: { headers: Record<string, string> } = ada) => {
      const { payload, headers } = multipartBody(files);
      return app.inject({ method: 'POST', url: '/api/media', payload, headers: { ...headers, ...user.headers } });
    };
    const uploaded = async (content: Buffer, fileName = 'file.bin', contentType = 'application/octet-stream') => {
      const response = await upload([{ fileName, contentType, content }]);
      expect(response.statusCode, response.body).toBe(201);
      const { url } = response.json<{ url: string }>();
      expect(url.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
      return { url, path: url.slice(PUBLIC_URL.length), name: url.slice(`${PUBLIC_URL}/media/`.length) };
    };
    const refused = async (content: Buffer, status: number, fileName = 'picture.png', contentType = 'image/png') => {
      const response = await upload([{ fileName, contentType, content }]);
      expect(response.statusCode, response.body).toBe(status);
      return response.json<{ message: string }>().message;
    };

    it.each([
      ['png', 'image/png', samples.png()],
      ['jpg', 'image/jpeg', samples.jpeg()],
      ['gif', 'image/gif', samples.gif()],
      ['webp', 'image/webp', samples.webp()],
      ['ogg', 'audio/ogg', samples.oggOpus()],
      ['weba', 'audio/webm', samples.webmAudio()],
      ['m4a', 'audio/mp4', samples.m4a()],
      ['mp3', 'audio/mpeg', samples.mp3WithId3()],
      ['aac', 'audio/aac', samples.aac()],
      ['wav', 'audio/wav', samples.wav()],
    ])('stores a %s under a random name and serves it as %s, unsniffable and cacheable', async (extension, contentType, content) => {
      const file = await uploaded(content);
      expect(file.name).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
      const served = await app.inject({ method: 'GET', url: file.path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(content)).toBe(true);
      expect(await app.repositories.media.get(file.name)).toMatchObject({ ownerId: ada.id, contentType, size: content.length });
    });

    it('goes by the bytes, not the name or declared type', async () => {
      const file = await uploaded(samples.png(), 'song.ogg', 'audio/ogg');
      expect(file.name).toMatch(/\.png$/);
      expect(await refused(Buffer.from('<html><script>alert(1)</script></html>'), 415, 'photo.png', 'image/png')).toBe(UNSUPPORTED);
      expect(await refused(Buffer.from('#!/bin/sh\nrm -rf /\n'), 415, 'voice.ogg', 'audio/ogg')).toBe(UNSUPPORTED);
    });

    it.each(Object.entries(samples.refusedSamples))('refuses %s with 415', async (_name, content) => {
      expect(await refused(content, 415)).toBe(UNSUPPORTED);
    });

    it('sanitises an SVG and serves it with a restrictive content security policy', async () => {
      const evil = samples.svg(
        '<script>alert(document.cookie)</script><circle r="4" onload="alert(1)"/>' +
          '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject>' +
          '<a href="javascript:alert(1)"><rect width="1" height="1"/></a><use href="https://evil.example/x.svg#a"/>',
      );
      const file = await uploaded(evil, 'icon.svg', 'image/svg+xml');
      expect(file.name).toMatch(/\.svg$/);
      const served = await app.inject({ method: 'GET', url: file.path });
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.body).toBe(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><circle r="4"></circle><rect width="1" height="1"></rect><use></use></svg>',
      );
    });

    it('refuses an SVG with a DOCTYPE (entities) or broken XML with 415', async () => {
      const xxe = Buffer.from('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>');
      expect(await refused(xxe, 415, 'x.svg', 'image/svg+xml')).toBe('The SVG picture cannot be accepted: SVG files with a DOCTYPE are not accepted');
      expect(await refused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'), 415, 'x.svg', 'image/svg+xml')).toMatch(
        /^The SVG picture cannot be accepted: The SVG file is not well-formed XML/,
      );
    });

    it('refuses pictures over 20 MB and sounds over 10 MB with 413', async () => {
      const bigPicture = Buffer.concat([samples.png(), Buffer.alloc(20 * MB)]);
      expect(await refused(bigPicture, 413)).toBe(TOO_LARGE);
      const bigSound = Buffer.concat([samples.wav(), Buffer.alloc(10 * MB)]);
      expect(await refused(bigSound, 413, 'voice.wav', 'audio/wav')).toBe(TOO_LARGE);
      // A picture of 15 MB is fine.
      await uploaded(Buffer.concat([samples.png(), Buffer.alloc(15 * MB)]));
    });

    it('refuses pictures that would take too much memory to decode with 413 naming the limit, whatever their file size', async () => {
      // The attack of issue 26: 1.56 MB whose header says 20,000 x 20,000 (1.6 GB to decode on every device that shows it).
      const bomb = samples.pngOfSize(20000, 20000, 1_560_000);
      expect(bomb.length).toBeGreaterThan(1_500_000);
      expect(await refused(bomb, 413)).toBe(`${PICTURE_TOO_LARGE} (this one is 20000 x 20000)`);
      expect(await refused(samples.jpegOfSize(30000, 2000), 413, 'photo.jpg', 'image/jpeg')).toBe(`${PICTURE_TOO_LARGE} (this one is 30000 x 2000)`);
      // A GIF that declares a 1 x 1 screen but holds a 20,000 x 20,000 frame, which browsers grow the picture to.
      expect(await refused(samples.gifWithFrame(20000, 20000), 413, 'a.gif', 'image/gif')).toBe(`${PICTURE_TOO_LARGE} (this one is 20000 x 20000)`);
      expect(await refused(samples.pngOfSize(4096, 4096), 413)).toBe(`${PICTURE_TOO_LARGE} (this one is 4096 x 4096)`);
      await uploaded(samples.pngOfSize(4096, 3900));
      expect(await app.repositories.media.usedBytes(ada.id)).toBeGreaterThan(0);
    });

    it('refuses a sound or picture whose header says it holds more than it does (415), read to the end', async () => {
      // 56 bytes whose data chunk claims 2 GB: the first bytes are a WAV's, the rest is not.
      const lying = samples.wav({ samples: 6, dataSize: 0x7fffffff });
      expect(lying.length).toBe(56);
      expect(await refused(lying, 415, 'voice.wav', 'audio/wav')).toMatch(
        /^The file cannot be accepted: its "data" chunk says it holds more bytes than the file has$/,
      );
      expect(await refused(samples.wav({ samples: 6, riffSize: 0xfffffff0 }), 415, 'voice.wav', 'audio/wav')).toMatch(
        /^The file cannot be accepted: its header says/,
      );
      expect(await refused(samples.mp3WithId3([0x7f, 0x7f, 0x7f, 0x7f]), 415, 'voice.mp3', 'audio/mpeg')).toMatch(/^The file cannot be accepted: /);
      expect(await refused(samples.png().subarray(0, 40), 415)).toMatch(/^The file cannot be accepted: /);
      expect(await refused(samples.oggOpus().subarray(0, 100), 415, 'voice.ogg', 'audio/ogg')).toMatch(/^The file cannot be accepted: /);
    });

    it('refuses a request without a file (400), one that is not multipart (415) and bad tokens (403)', async () => {
      const { payload, headers } = multipartBody([], { name: 'no file here' });
      const noFile = await app.inject({ method: 'POST', url: '/api/media', payload, headers: { ...headers, ...ada.headers } });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toEqual({ message: 'No file was sent: add one file to the form' });
      const json = await app.inject({ method: 'POST', url: '/api/media', payload: { file: 'data:image/png;base64,AAAA' }, headers: ada.headers });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({ message: 'Send the file as multipart/form-data, in one file field' });
      expect((await upload([{ fileName: 'a.png', contentType: 'image/png', content: samples.png() }], { headers: {} })).statusCode).toBe(403);
      expect((await upload([{ fileName: 'a.png', contentType: 'image/png', content: samples.png() }], { headers: forgedHeaders })).statusCode).toBe(403);
    });

    it('refuses a form cut short or broken with 400, not 500 (found by the fuzzer)', async () => {
      const { payload, headers } = multipartBody([{ fileName: 'a.png', contentType: 'image/png', content: samples.png() }]);
      for (const broken of [payload.subarray(0, payload.length - 20), Buffer.from('-'), Buffer.from('--nothing like the boundary')]) {
        const response = await app.inject({ method: 'POST', url: '/api/media', payload: broken, headers: { ...headers, ...ada.headers } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'The form could not be read: send the file as multipart/form-data, in one file field' });
      }
    });

    it('keeps nothing on disk from refused uploads, and no partial files', async () => {
      const before = readdirSync(join(config.dataDir, 'media')).length;
      await refused(Buffer.from('plain text'), 415);
      await refused(Buffer.concat([samples.png(), Buffer.alloc(21 * MB)]), 413);
      const names = readdirSync(join(config.dataDir, 'media'));
      expect(names).toHaveLength(before);
      expect(names.every((name) => /^[0-9a-f]{32}\.[a-z0-9]+$/.test(name))).toBe(true);
    });

    it('serves the part of a file a Range header asks for (206), and 416 past its end', async () => {
      const sound = samples.wav();
      const file = await uploaded(sound, 'voice.wav', 'audio/wav');
      const part = await app.inject({ method: 'GET', url: file.path, headers: { range: 'bytes=4-11' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 4-11/${sound.length}`);
      expect(part.headers['content-type']).toBe('audio/wav');
      expect(part.headers['accept-ranges']).toBe('bytes');
      expect(part.rawPayload.equals(sound.subarray(4, 12))).toBe(true);
      const past = await app.inject({ method: 'GET', url: file.path, headers: { range: `bytes=${sound.length}-` } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${sound.length}`);
    });

    it('answers a JSON 404 for a missing file, and never serves anything else from DATA_DIR', async () => {
      const missing = await app.inject({ method: 'GET', url: '/media/0123456789abcdef0123456789abcdef.png' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not found' });
      const secret = readFileSync(join(config.dataDir, 'jwt-secret'), 'utf8').trim();
      for (const url of ['/media/..%2fjwt-secret', '/media/%2e%2e/jwt-secret', '/media/../jwt-secret', '/media/..%5cjwt-secret', '/media/../tessera.db']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.body, url).not.toContain(secret);
        expect(response.body, url).not.toContain('SQLite format');
      }
    });
  },
  { twoInstances: true },
);

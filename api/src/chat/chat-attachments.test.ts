import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ChatMessage, UploadResponse } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTenantUsers, createUser, headers, type TestUser } from '../testing/account-fixtures.js';
import { expectShape } from '../testing/expect-shape.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { image, multipart, pdf } from '../upload/__fixtures__/files.js';

const pg = useTestPostgres();

describe('chat attachments', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let alice: TestUser, bob: TestUser, agent: TestUser;
  let threadId: number;

  const upload = async (user: TestUser, data: Buffer, filename: string, contentType: string) => {
    const form = multipart([{ name: 'file', data, filename, contentType }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers(user), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadResponse>();
  };
  const post = (user: TestUser, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/chat${url}`, headers: headers(user), payload });
  const counts = async () =>
    (
      (await db.query(
        `SELECT (SELECT count(*) FROM chat_messages)::int AS messages,
                (SELECT count(*) FROM chat_message_attachments)::int AS attachments,
                (SELECT count(*) FROM chat_threads)::int AS threads`,
      )) as { messages: number; attachments: number; threads: number }[]
    )[0]!;

  beforeAll(async () => {
    app = await pg.newApp({ env: { JOBS_ENABLED: 'false' } });
    db = app.get(DataSource);
    ({ alice, bob, agent } = await createTenantUsers(app));
    threadId = (await post(alice, '/threads', { subject: 'Photos', body: 'Hello' })).json<{
      thread: { id: number };
    }>().thread.id;
  });

  it('attaches the sender’s uploads in the order given, with links that serve the files', async () => {
    const photo = await upload(alice, await image('png', 40, 30), 'rash.png', 'image/png');
    const report = await upload(alice, pdf(), 'lab report.pdf', 'application/pdf');
    const sent = await post(alice, `/threads/${threadId}/messages`, {
      body: 'Here are my photo and my lab report',
      attachments: [report.fileId, photo.fileId],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expectShape('ChatMessage', sent.json());
    const message = sent.json<ChatMessage>();
    expect(
      message.attachments.map(({ fileId, name, contentType }) => ({ fileId, name, contentType })),
    ).toEqual([
      { fileId: report.fileId, name: 'lab report.pdf', contentType: 'application/pdf' },
      { fileId: photo.fileId, name: 'rash.png', contentType: 'image/jpeg' },
    ]);

    // The care team sees them in the thread, and the signed links serve the files.
    const listed = await app.inject({
      method: 'GET',
      url: `/api/chat/threads/${threadId}/messages`,
      headers: headers(agent),
    });
    const last = listed.json<ChatMessage[]>().at(-1)!;
    expect(last.attachments.map((a) => a.fileId)).toEqual([report.fileId, photo.fileId]);
    const file = await app.inject({ method: 'GET', url: last.attachments[1]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    // A staff reply may carry the staff member's own upload; a new thread may start with one.
    const leaflet = await upload(agent, pdf(), 'leaflet.pdf', 'application/pdf');
    const reply = await post(agent, `/threads/${threadId}/messages`, {
      body: 'Read this',
      attachments: [leaflet.fileId],
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<ChatMessage>().attachments).toHaveLength(1);
    const another = await upload(alice, pdf(), 'insurance.pdf', 'application/pdf');
    const opened = await post(alice, '/threads', {
      subject: 'Insurance',
      body: 'My card',
      attachments: [another.fileId],
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json<{ message: ChatMessage }>().message.attachments[0]!.name).toBe('insurance.pdf');
  });

  it("refuses another user's file, an unknown file and bad lists with a 4xx and a code, writing nothing", async () => {
    const bobs = await upload(bob, pdf(), 'bob.pdf', 'application/pdf');
    const other = await createUser(app, 7);
    const otherTenant = await upload(other, pdf(), 'other.pdf', 'application/pdf');
    const own = await upload(alice, pdf(), 'mine.pdf', 'application/pdf');
    const before = await counts();

    for (const fileId of [bobs.fileId, otherTenant.fileId, '00000000-0000-4000-8000-000000000000']) {
      for (const [url, payload] of [
        [`/threads/${threadId}/messages`, { body: 'Look', attachments: [own.fileId, fileId] }],
        ['/threads', { subject: 'Look', body: 'Look', attachments: [fileId] }],
      ] as const) {
        const refused = await post(alice, url, payload);
        expect(refused.statusCode, `${url} ${fileId}`).toBe(422);
        expect(refused.json()).toMatchObject({
          code: 'CHAT_ATTACHMENT_UNKNOWN',
          message: `Unknown file: ${fileId} (attach files you uploaded yourself)`,
        });
      }
    }
    // The same answer whether the file is someone else's or does not exist: it confirms nothing.
    for (const attachments of [
      ['not-a-uuid'],
      [own.fileId, own.fileId],
      Array.from({ length: 6 }, () => own.fileId),
      own.fileId,
      [42],
    ]) {
      const refused = await post(alice, `/threads/${threadId}/messages`, { body: 'x', attachments });
      expect(refused.statusCode, JSON.stringify(attachments)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    // A stranger's thread is still a 404 first, whatever the files.
    const stranger = await post(bob, `/threads/${threadId}/messages`, {
      body: 'x',
      attachments: [bobs.fileId],
    });
    expect(stranger.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

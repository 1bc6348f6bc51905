import { describe, expect, it } from 'vitest';

import { createApiClient, type FetchLike } from './client';
import { uploadFailureMessage, uploadOneFile } from './upload';

const refused = (body: string) => {
  const fetch: FetchLike = async () =>
    new Response(body, {
      status: 400,
      statusText: 'Bad Request',
      headers: { 'content-type': 'application/json' },
    });
  return createApiClient({ fetch, token: 't' }).withTenant(6);
};

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected the upload to fail');
}

describe('uploadOneFile', () => {
  it('sends the file as a multipart form with the intake, with the client’s headers and no JSON type', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return Response.json({ fileId: 'f1', name: 'id.jpg', contentType: 'image/jpeg', size: 3, url: '/x' });
    };
    const api = createApiClient({ fetch, token: 't', getAuthToken: () => 'jwt' }).withTenant(6);
    const file = new File(['abc'], 'id.jpg', { type: 'image/jpeg' });
    await expect(uploadOneFile(api, file, 'created value')).resolves.toMatchObject({ fileId: 'f1' });
    expect(calls[0]?.url).toBe('/api/upload?created=created+value');
    expect(calls[0]?.init.method).toBe('POST');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers).toMatchObject({ Token: 't', Tenant: '6', Authorization: 'Bearer jwt' });
    expect(headers).not.toHaveProperty('Content-Type');
    const form = calls[0]?.init.body as FormData;
    expect((form.get('file') as File).name).toBe('id.jpg');
  });

  it('leaves out the intake when there is none', async () => {
    const calls: string[] = [];
    const fetch: FetchLike = async (url) => {
      calls.push(url);
      return Response.json({ fileId: 'f1', name: 'a', contentType: 'image/png', size: 1, url: '/x' });
    };
    await uploadOneFile(createApiClient({ fetch, token: 't' }), new File(['a'], 'a.png'), null);
    expect(calls).toEqual(['/api/upload']);
  });

  it("fails with the API's message for a refused upload, else 'Unknown error'", async () => {
    const file = new File(['a'], 'a.png');
    expect(
      await messageOf(
        uploadOneFile(
          refused('{"statusCode":413,"error":"Payload Too Large","message":"File is larger than 10 MB"}'),
          file,
        ),
      ),
    ).toBe('File is larger than 10 MB');
    expect(await messageOf(uploadOneFile(refused('{"info":{"errorMessage":"Bad photo"}}'), file))).toBe(
      'Bad photo',
    );
    expect(await messageOf(uploadOneFile(refused('<html>gateway</html>'), file))).toBe('Unknown error');
  });
});

describe('uploadFailureMessage', () => {
  it("is 'Unknown error' for a failure that is no API answer", () => {
    expect(uploadFailureMessage(new TypeError('Failed to fetch'))).toBe('Unknown error');
  });
});

import type { FlowVersion } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { apiFailure, fakeAdminApi } from './__fixtures__/fake-admin-api';
import { DraftConflictError, loadDraft, publishDraft, saveDraft, startDraft } from './flow-draft';

const document = { key: 'intake', version: 4 } as FlowVersion;
/** The API's refusal of a save or publish on an old revision. */
const staleRevision = (message: string) => () => {
  throw apiFailure(409, message, 'FLOW_DRAFT_CONFLICT');
};

describe('the draft calls', () => {
  it('call the draft routes of the flow with the documented bodies', async () => {
    const { api, calls } = fakeAdminApi({
      'GET /api/admin/flows/quiz/draft': () => 'draft',
      'POST /api/admin/flows/quiz/draft': () => 'started',
      'PUT /api/admin/flows/quiz/draft': () => 'saved',
      'POST /api/admin/flows/quiz/draft/publish': () => 'published',
    });
    await loadDraft(api, 'quiz');
    await startDraft(api, 'quiz');
    await startDraft(api, 'quiz', 2);
    await saveDraft(api, 'quiz', { document, revision: 7 });
    await publishDraft(api, 'quiz', 8);
    expect(calls).toEqual([
      { method: 'GET', path: '/api/admin/flows/quiz/draft' },
      { method: 'POST', path: '/api/admin/flows/quiz/draft', body: {} },
      { method: 'POST', path: '/api/admin/flows/quiz/draft', body: { fromVersion: 2 } },
      { method: 'PUT', path: '/api/admin/flows/quiz/draft', body: { document, revision: 7 } },
      { method: 'POST', path: '/api/admin/flows/quiz/draft/publish', body: { revision: 8 } },
    ]);
  });

  it('give null for a flow without a draft and pass other failures on', async () => {
    const none = fakeAdminApi({
      'GET /api/admin/flows/quiz/draft': () => {
        throw apiFailure(404, 'The quiz flow has no draft', 'NOT_FOUND');
      },
    });
    await expect(loadDraft(none.api, 'quiz')).resolves.toBeNull();
    const broken = fakeAdminApi({
      'GET /api/admin/flows/quiz/draft': () => {
        throw apiFailure(500, 'boom');
      },
    });
    await expect(loadDraft(broken.api, 'quiz')).rejects.toMatchObject({ status: 500 });
  });

  it('turn a stale revision (FLOW_DRAFT_CONFLICT) and a draft started meanwhile (FLOW_DRAFT_EXISTS) into one conflict error carrying the API’s reason', async () => {
    const { api } = fakeAdminApi({
      'POST /api/admin/flows/intake/draft': () => {
        throw apiFailure(409, 'The intake flow already has a draft', 'FLOW_DRAFT_EXISTS');
      },
      'PUT /api/admin/flows/intake/draft': staleRevision(
        'The draft was changed by someone else (revision 8, you had 7)',
      ),
      'POST /api/admin/flows/intake/draft/publish': staleRevision(
        'The draft was changed by someone else (revision 9, you had 8)',
      ),
    });
    const refusals = [
      startDraft(api, 'intake'),
      saveDraft(api, 'intake', { document, revision: 7 }),
      publishDraft(api, 'intake', 8),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toBeInstanceOf(DraftConflictError);
    await expect(refusals[0]).rejects.toThrow('The intake flow already has a draft');
    await expect(refusals[1]).rejects.toThrow(
      'The draft was changed by someone else (revision 8, you had 7)',
    );
    await expect(refusals[2]).rejects.toMatchObject({ cause: { status: 409, code: 'FLOW_DRAFT_CONFLICT' } });
  });

  it('say the draft changed when the conflict comes without a message', async () => {
    const { api } = fakeAdminApi({
      'PUT /api/admin/flows/intake/draft': () => {
        throw { status: 409, code: 'FLOW_DRAFT_CONFLICT', apiMessage: null, retryAfterSeconds: null };
      },
    });
    await expect(saveDraft(api, 'intake', { document, revision: 1 })).rejects.toThrow(
      new DraftConflictError('The draft was changed by someone else'),
    );
  });

  it('leave other failures as the client threw them, a save or publish refusal without the code too', async () => {
    const { api } = fakeAdminApi({
      'PUT /api/admin/flows/intake/draft': () => {
        throw apiFailure(400, 'document/questions/0/title must be a string', 'VALIDATION_FAILED');
      },
      'POST /api/admin/flows/intake/draft/publish': () => {
        throw apiFailure(409, 'Conflict');
      },
    });
    const saving = saveDraft(api, 'intake', { document, revision: 1 });
    await expect(saving).rejects.not.toBeInstanceOf(DraftConflictError);
    await expect(saving).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const publishing = publishDraft(api, 'intake', 1);
    await expect(publishing).rejects.not.toBeInstanceOf(DraftConflictError);
    await expect(publishing).rejects.toMatchObject({ status: 409, code: null, apiMessage: 'Conflict' });
  });
});

import type { FlowVersion, FlowVersionDetail, Question } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { apiFailure, fakeAdminApi } from '../api/__fixtures__/fake-admin-api';
import { DraftConflictError } from '../api/flow-draft';
import { applyEdits, FlowEditError } from '../model';
import { saveEditsToDraft } from './question-draft';
import { formValuesOf, questionEdits, readFlowKey } from './question-form';

const question = (overrides: Partial<Question> = {}): Question => ({
  id: 3,
  title: 'Which nails are affected?',
  description: null,
  type: 'single_choice',
  mapped_field: null,
  free_field: null,
  QuestionOptions: [
    { option_text: 'Toenails' },
    { option_text: 'Fingernails', description: 'Hands only' },
    { option_text: 'Neither' },
  ],
  next_question_map: { Toenails: 4, Fingernails: 4 },
  next: 4,
  prev: 2,
  is_hard_stop: true,
  hard_stop_response: ['Neither'],
  hard_stop_message: 'This treatment is for nails.',
  ...overrides,
});

function doc(questions: Question[]): FlowVersion {
  return {
    schema_version: 1,
    tenant_id: 6,
    key: 'intake',
    version: 2,
    status: 'draft',
    title: 'Intake',
    first_question_id: 3,
    steps: [
      { id: 'lead-qualify', kind: 'lead-qualify', path: '/start/lead-qualify' },
      { id: 'lead-intro', kind: 'lead-intro', path: '/start/lead-intro' },
      { id: 'questions', kind: 'questions', path: '/question/:id' },
      { id: 'checkout', kind: 'checkout', path: '/start/checkout' },
    ],
    questions,
    layout: { positions: {} },
  } as unknown as FlowVersion;
}

const later = (id: number, title: string): Question =>
  question({
    id,
    title,
    type: 'text',
    QuestionOptions: [],
    next_question_map: { Final: 0 },
    next: null,
    prev: 3,
    is_hard_stop: false,
    hard_stop_response: undefined,
    hard_stop_message: null,
  });

describe('questionEdits', () => {
  it('gives no edits for an unchanged form', () => {
    expect(questionEdits(question(), formValuesOf(question()))).toEqual([]);
  });

  it('sends only the fields that changed, empty text fields as null', () => {
    const values = {
      ...formValuesOf(question()),
      title: '  Which nails?  ',
      mapped_field: 'nails',
      free_field: '',
    };
    expect(questionEdits(question(), values)).toEqual([
      { type: 'updateQuestion', questionId: 3, changes: { title: 'Which nails?', mapped_field: 'nails' } },
    ]);
  });

  it('renames and removes options before the update, so the map and stopping answers follow', () => {
    const values = formValuesOf(question());
    values.options[0]!.text = 'Toe nails';
    values.options[2]!.removed = true;
    expect(questionEdits(question(), values)).toEqual([
      { type: 'renameOption', questionId: 3, from: 'Toenails', to: 'Toe nails' },
      { type: 'removeOption', questionId: 3, option: 'Neither' },
    ]);
  });

  it('adds options keeping the others, and changes the stopping answers', () => {
    const values = formValuesOf(question());
    values.options.push({ original: null, text: 'Not sure', removed: false, stops: true });
    values.options[2]!.stops = false;
    const [edit] = questionEdits(question(), values);
    expect(edit).toEqual({
      type: 'updateQuestion',
      questionId: 3,
      changes: {
        QuestionOptions: [
          { option_text: 'Toenails' },
          { option_text: 'Fingernails', description: 'Hands only' },
          { option_text: 'Neither' },
          { option_text: 'Not sure' },
        ],
        hard_stop_response: ['Not sure'],
      },
    });
  });

  it('names what is wrong with the form', () => {
    expect(() => questionEdits(question(), { ...formValuesOf(question()), title: ' ' })).toThrow(
      new FlowEditError('The title cannot be empty.'),
    );
    const blank = formValuesOf(question());
    blank.options[1]!.text = '';
    expect(() => questionEdits(question(), blank)).toThrow('Option 2 has no text.');
    const twice = formValuesOf(question());
    twice.options[1]!.text = 'Toenails';
    expect(() => questionEdits(question(), twice)).toThrow('Two options have the text "Toenails".');
  });

  it('reads the flow key of the query, intake by default', () => {
    expect([readFlowKey('quiz'), readFlowKey('followup'), readFlowKey(null), readFlowKey('x')]).toEqual([
      'quiz',
      'followup',
      'intake',
      'intake',
    ]);
  });
});

const detail = (document: FlowVersion, revision: number) =>
  ({
    key: 'intake',
    version: 2,
    status: 'draft',
    revision,
    document,
    findings: [],
  }) as unknown as FlowVersionDetail;

describe('saveEditsToDraft', () => {
  const base = doc([question(), later(4, 'Anything else?')]);
  const edits = questionEdits(question(), { ...formValuesOf(question()), title: 'Which nails?' });

  it('saves the edited document with the revision it was read at', async () => {
    const { api, calls } = fakeAdminApi({ 'PUT /api/admin/flows/intake/draft': (body) => body });
    await saveEditsToDraft(api, 'intake', detail(base, 7), edits);
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/flows/intake/draft',
        body: { document: applyEdits(base, edits), revision: 7 },
      },
    ]);
    const saved = calls[0]!.body as { document: FlowVersion };
    expect(saved.document.questions[0]!.title).toBe('Which nails?');
    expect(saved.document.questions[1]).toEqual(base.questions[1]);
  });

  it('starts a draft first when the flow has none', async () => {
    const { api, calls } = fakeAdminApi({
      'POST /api/admin/flows/intake/draft': () => detail(base, 1),
      'PUT /api/admin/flows/intake/draft': (body) => body,
    });
    await saveEditsToDraft(api, 'intake', null, edits);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/admin/flows/intake/draft',
      'PUT /api/admin/flows/intake/draft',
    ]);
    expect((calls[1]!.body as { revision: number }).revision).toBe(1);
  });

  it("turns a colleague's save in between into a conflict that says to reload", async () => {
    const { api } = fakeAdminApi({
      'PUT /api/admin/flows/intake/draft': () => {
        throw apiFailure(
          409,
          'The draft was changed by someone else (revision 8, you had 7)',
          'FLOW_DRAFT_CONFLICT',
        );
      },
    });
    const saving = saveEditsToDraft(api, 'intake', detail(base, 7), edits);
    await expect(saving).rejects.toBeInstanceOf(DraftConflictError);
    await expect(saving).rejects.toThrow(
      'The draft was changed by someone else (revision 8, you had 7). Reload to see their changes; your edit was not saved.',
    );
  });

  it('reports a draft started by someone else meanwhile as a conflict too', async () => {
    const { api } = fakeAdminApi({
      'POST /api/admin/flows/intake/draft': () => {
        throw apiFailure(409, 'The intake flow already has a draft', 'FLOW_DRAFT_EXISTS');
      },
    });
    await expect(saveEditsToDraft(api, 'intake', null, edits)).rejects.toThrow(
      'Someone started a draft of the intake flow meanwhile',
    );
  });

  it('saves nothing when an edit is impossible', async () => {
    const { api, calls } = fakeAdminApi({});
    await expect(
      saveEditsToDraft(api, 'intake', detail(base, 7), [
        { type: 'removeOption', questionId: 99, option: 'x' },
      ]),
    ).rejects.toBeInstanceOf(FlowEditError);
    expect(calls).toEqual([]);
  });
});

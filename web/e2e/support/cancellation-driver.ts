import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { FlowVersion } from '@telehealth/schemas';

import { call } from './api-driver';

/** The tenant's published cancellation flow, as the pages fetch it. */
export const cancellationFlow = (request: APIRequestContext, tenantId: number) =>
  call<FlowVersion>(request, tenantId, 'GET', '/api/flow-versions/cancellation');

/**
 * The text of the option of question `id` that records `reason`, names `outcome`, or goes on to question `to`:
 * specs choose by meaning, so each tenant's own wording works.
 */
export function cancellationOption(
  flow: FlowVersion,
  id: number,
  by: { reason?: string; outcome?: string; to?: number },
): string {
  const question = flow.questions.find((q) => q.id === id);
  const found = question?.QuestionOptions.find(
    (o) =>
      (by.reason !== undefined && o.reason === by.reason) ||
      (by.outcome !== undefined && o.outcome === by.outcome) ||
      (by.to !== undefined && o.outcome === undefined && question.next_question_map[o.option_text] === by.to),
  );
  expect(
    found,
    `question ${id} of the cancellation flow has an option for ${JSON.stringify(by)}`,
  ).toBeDefined();
  return found!.option_text;
}

/** Where an option of question `id` leads: the next question's id (0: the flow's end). */
export function nextQuestionOf(flow: FlowVersion, id: number, optionText: string): number {
  const question = flow.questions.find((q) => q.id === id)!;
  return question.next_question_map[optionText] ?? question.next ?? 0;
}

/** Chooses an option of the page's question and continues. */
export async function chooseAndContinue(page: Page, text: string) {
  await page.getByRole('radio', { name: text, exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

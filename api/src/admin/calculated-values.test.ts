import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  HL7_EXT,
  type Bundle,
  type QuestionnaireItem,
  type QuestionnaireResponse,
  type QuestionnaireResponseItem,
} from '@telehealth/engine/fhir';
import type { AdminOrderDetailResponse, CalculatedValue, StartData } from '@telehealth/schemas';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { CLINICIAN_PROVIDER, type ClinicianProvider } from '../integrations/clinician/clinician-provider.js';
import { call, publishedIntake, seededAdminId, tokenFor } from '../testing/admin-fixtures.js';
import { expectShape } from '../testing/expect-shape.js';
import { answersAlong, checkoutRequest, openIntake, seededIntake } from '../testing/intake.js';
import { tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

/** Evenwell's intake v2: question 4 asks height and weight, question 5 the goal weight (`pounds_to_lose` reads both). */
const HEIGHT_WEIGHT = 4;
const GOAL_WEIGHT = 5;
const answered = { feet: 5, inches: 10, pounds: 230 };
const GOAL = 200;

const BMI: CalculatedValue = { name: 'bmi.4', title: 'BMI', value: (703 * 230) / 70 ** 2, text: '33.0' };
const POUNDS_TO_LOSE: CalculatedValue = {
  name: 'pounds_to_lose',
  title: 'Pounds to lose to reach the goal weight',
  unit: 'lb',
  value: 30,
  text: '30.0 lb',
};

/** The answer saves of an Evenwell intake that reaches checkout, 5 ft 10 in and 230 lb with a goal of 200 lb. */
function evenwellSaves(): StartData[] {
  return answersAlong(seededIntake(7), (state) => state === 'checkout').map((answers) => {
    const at = (id: number) => answers[String(id)];
    return {
      ...answers,
      ...(at(HEIGHT_WEIGHT) ? { [HEIGHT_WEIGHT]: { ...at(HEIGHT_WEIGHT)!, value: answered } } : {}),
      ...(at(GOAL_WEIGHT) ? { [GOAL_WEIGHT]: { ...at(GOAL_WEIGHT)!, value: GOAL } } : {}),
    };
  });
}

/** Every item of a Questionnaire or QuestionnaireResponse, nested ones included. */
function allItems<T extends { item?: T[]; answer?: { item?: T[] }[] }>(items: T[] | undefined): T[] {
  return (items ?? []).flatMap((item) => [
    item,
    ...allItems(item.item),
    ...allItems((item.answer ?? []).flatMap((answer) => answer.item ?? [])),
  ]);
}

describe("calculated values of an Evenwell order: the admin order, its FHIR export and the clinician's visit", () => {
  let app: NestFastifyApplication;
  let admin7: string;
  let created: string;
  let orderId: number;
  const saves = evenwellSaves();
  const last = saves.at(-1)!;
  const heightWeightOnly = saves.find(
    (answers) => !answers[String(GOAL_WEIGHT)] && answers[String(HEIGHT_WEIGHT)],
  );

  const save = async (startData: StartData) => {
    const response = await call(app, 'POST', '/api/order/update', {
      tenant: 7,
      payload: { created, columns: { startData } },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const detail = async () => {
    const response = await call(app, 'GET', `/api/admin/orders/${orderId}`, { tenant: 7, token: admin7 });
    expect(response.statusCode, response.body).toBe(200);
    expectShape('AdminOrderDetailResponse', response.json());
    return response.json<AdminOrderDetailResponse>();
  };

  beforeAll(async () => {
    app = await pg.newApp();
    admin7 = await tokenFor(app, 7, await seededAdminId(app, 7), 0);
    ({ created, orderId } = await openIntake(app, 7));
    expect(heightWeightOnly).toBeDefined();
  }, 120_000);

  it('the admin order detail gives what the answers so far give: none, then the BMI', async () => {
    expect((await detail()).calculatedValues).toEqual([]);
    await save(heightWeightOnly!);
    expect((await detail()).calculatedValues).toEqual([BMI]);
  });

  it('an answer off the path counts for nothing: a goal weight without the height and weight before it', async () => {
    const withGoal = saves.find((answers) => answers[String(GOAL_WEIGHT)])!;
    const { [String(HEIGHT_WEIGHT)]: _dropped, ...withoutHeightWeight } = withGoal;
    await save(withoutHeightWeight);
    expect((await detail()).calculatedValues).toEqual([]);
  });

  it('with every answer to checkout: the BMI, then the pounds to lose', async () => {
    await save(last);
    expect((await detail()).calculatedValues).toEqual([BMI, POUNDS_TO_LOSE]);
  });

  it("the FHIR QuestionnaireResponse answers the Questionnaire's calculated item, and the BMI in the height and weight", async () => {
    const flow = await publishedIntake(app, 7);
    const questionnaire = await call(app, 'GET', `/api/admin/flows/intake/versions/${flow.version}/fhir`, {
      tenant: 7,
      token: admin7,
    });
    expect(questionnaire.statusCode).toBe(200);
    const calculated = allItems(questionnaire.json<{ item?: QuestionnaireItem[] }>().item).filter((item) =>
      item.extension?.some((extension) => extension.url === HL7_EXT.calculatedExpression),
    );
    // The BMI of the height and weight group, and the flow's calculation.
    expect(calculated.map((item) => [item.linkId, item.type, item.readOnly])).toEqual([
      [`${HEIGHT_WEIGHT}.bmi`, 'decimal', true],
      ['calc-pounds_to_lose', 'decimal', true],
    ]);

    const response = await call(app, 'GET', `/api/admin/orders/${orderId}/fhir`, {
      tenant: 7,
      token: admin7,
    });
    expect(response.statusCode).toBe(200);
    const intake = response.json<Bundle<QuestionnaireResponse>>().entry?.[0]?.resource;
    expect(intake).toMatchObject({ id: `order-${orderId}`, status: 'completed' });
    const items = allItems<QuestionnaireResponseItem>(intake?.item);
    expect(items.find((item) => item.linkId === 'calc-pounds_to_lose')).toEqual({
      linkId: 'calc-pounds_to_lose',
      text: POUNDS_TO_LOSE.title,
      answer: [{ valueDecimal: 30 }],
    });
    expect(items.find((item) => item.linkId === `${HEIGHT_WEIGHT}.bmi`)?.answer).toEqual([
      { valueDecimal: 33 },
    ]);
    // Every calculated item of the response is one the Questionnaire defines.
    const defined = new Set(
      allItems(questionnaire.json<{ item?: QuestionnaireItem[] }>().item).map((i) => i.linkId),
    );
    expect(items.filter((item) => !defined.has(item.linkId))).toEqual([]);
  });

  it('checkout sends them to the clinician with the visit', async () => {
    const provider = app.get<ClinicianProvider>(CLINICIAN_PROVIDER);
    const createVisit = vi.spyOn(provider, 'createVisit');
    try {
      const paid = await call(app, 'POST', '/api/order/checkout', {
        tenant: 7,
        payload: checkoutRequest(created, tenantData(7).products[0]!.med, 'calculated.patient@example.com'),
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const deadline = Date.now() + 20_000;
      while (!createVisit.mock.calls.some(([visit]) => visit.order.orderId === String(orderId))) {
        if (Date.now() > deadline) throw new Error('no clinician visit was created');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const [visit] = createVisit.mock.calls.find(([request]) => request.order.orderId === String(orderId))!;
      expect(visit.calculatedValues).toEqual([BMI, POUNDS_TO_LOSE]);
      expect((await detail()).calculatedValues).toEqual([BMI, POUNDS_TO_LOSE]);
    } finally {
      createVisit.mockRestore();
    }
  });
});

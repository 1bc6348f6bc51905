import { loadCatalog } from '@telehealth/flows';
import type { FlowVersion, RouteRule } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { analyzeFlow } from '../analyze/analyze-flow.js';
import { flowToQuestionnaire } from '../fhir/flow-to-questionnaire.js';
import { questionnaireToFlow } from '../fhir/questionnaire-to-flow.js';
import { generateFlow } from '../testing/generate-flow.js';
import { redirectedPaths, redirectingRouteRule, routeCollisions } from './route-collisions.rule.js';

const catalog = loadCatalog();
const flowOf = (tenantId: number, key: FlowVersion['key']): FlowVersion => {
  const flow = catalog.tenants
    .flatMap(({ flows }) => flows)
    .find((candidate) => candidate.tenant_id === tenantId && candidate.key === key);
  if (!flow) throw new Error(`tenant ${tenantId} has no ${key} flow`);
  return flow;
};
const rulesOf = (tenantId: number): RouteRule[] => {
  const tenant = catalog.tenants.find(({ tenant }) => tenant.id === tenantId)?.tenant;
  if (!tenant) throw new Error(`no tenant ${tenantId}`);
  return tenant.brandConfig.configurations.routeRules;
};

/** Tenant 6's rules (flows/data/tenants/6/tenant.json). */
const tenant6: RouteRule[] = [
  { from: '/question/70', to: '/start/checkout' },
  { from: '/start', to: '/start/lead-qualify' },
  { from: '/careers', to: 'https://www.fungaid.com/careers' },
  { from: '/blog', to: 'https://www.fungaid.com/blog' },
];

describe('routeCollisions', () => {
  it("finds question 70 of a 71-question intake under the spec's /question/70 → /start/checkout", () => {
    const flow = generateFlow(71);
    expect(routeCollisions(flow, tenant6)).toEqual([
      {
        questionId: 70,
        path: '/question/70',
        rule: { from: '/question/70', to: '/start/checkout' },
        message:
          "Question 70's page /question/70 is redirected by the tenant's route rule to /start/checkout.",
      },
    ]);
  });

  it("finds nothing in any flow of flows/ under its tenant's own rules", () => {
    for (const { tenant, flows } of catalog.tenants) {
      for (const flow of flows) {
        expect(
          routeCollisions(flow, tenant.brandConfig.configurations.routeRules),
          `tenant ${tenant.id} ${flow.key} v${flow.version}`,
        ).toEqual([]);
      }
    }
    expect(rulesOf(6)).toContainEqual({ from: '/question/70', to: '/start/checkout' });
  });

  it("reads each question's page from the flow's steps: the questions step's path, or the question's own step", () => {
    const followup = generateFlow(8);
    followup.steps = [
      { key: 'followup', kind: 'questions', path: '/followup/', flow_step: 'followup' },
      { key: 'checkout', kind: 'checkout', path: '/followup/thanks' },
    ];
    const rules: RouteRule[] = [
      { from: '/question/3', to: '/start/checkout' },
      { from: '/followup/5/', to: 'https://example.com/help' },
    ];
    expect(
      routeCollisions(followup, rules).map(({ questionId, path, rule }) => [questionId, path, rule.to]),
    ).toEqual([[5, '/followup/5', 'https://example.com/help']]);

    const quiz = flowOf(7, 'quiz');
    const onQuiz: RouteRule[] = [
      { from: '/quiz/mood', to: '/start/lead-qualify' },
      { from: '/quiz/206', to: '/start/lead-qualify' },
    ];
    expect(routeCollisions(quiz, onQuiz)).toEqual([
      expect.objectContaining({ questionId: 206, path: '/quiz/mood', rule: onQuiz[0] }),
    ]);
  });

  it('matches as the storefront does: exact paths, the first matching rule, ignored rules ignored', () => {
    const flow = generateFlow(12);
    const rules: RouteRule[] = [
      { from: '/question/1', to: '/question/1/' },
      { from: '/question/1', to: '/start/checkout' },
      { from: '/question/2', to: 'http://insecure.example.com/' },
      { from: '/question/3', to: 'start/checkout' },
      { from: '/question/', to: '/start/checkout' },
      { from: '/question/4/', to: '/start/lead-intro' },
      { from: '/question/4', to: '/never/used' },
      { from: '/question/11', to: '/question/12' },
    ];
    expect(routeCollisions(flow, rules).map(({ questionId, rule }) => [questionId, rule.to])).toEqual([
      [4, '/start/lead-intro'],
      [11, '/question/12'],
    ]);
  });

  it('lists every colliding question once, in question order, and nothing without rules', () => {
    const flow = generateFlow(124);
    const rules: RouteRule[] = [
      { from: '/question/124', to: '/start/checkout' },
      { from: '/question/70', to: '/start/checkout' },
      { from: '/question/125', to: '/start/checkout' },
    ];
    expect(routeCollisions(flow, rules).map((collision) => collision.questionId)).toEqual([70, 124]);
    flow.questions.push({ ...flow.questions[69]! });
    expect(routeCollisions(flow, rules).map((collision) => collision.questionId)).toEqual([70, 124]);
    expect(routeCollisions(flow, [])).toEqual([]);
  });
});

describe('redirectingRouteRule and redirectedPaths', () => {
  const rules: RouteRule[] = [
    { from: '/question/70/', to: '/start/checkout' },
    { from: '/question/70', to: '/never/used' },
    { from: '/loop', to: '/loop/' },
    { from: '/careers', to: 'https://www.fungaid.com/careers' },
    { from: '/script', to: 'javascript:alert(1)' },
  ];

  it('names the rule the storefront follows for a path, or none', () => {
    expect(redirectingRouteRule('/question/70', rules)).toBe(rules[0]);
    expect(redirectingRouteRule('/careers/', rules)).toBe(rules[3]);
    expect(redirectingRouteRule('/loop', rules)).toBeUndefined();
    expect(redirectingRouteRule('/script', rules)).toBeUndefined();
    expect(redirectingRouteRule('/question/7', rules)).toBeUndefined();
  });

  it('lists the paths redirected, without trailing slashes, once each', () => {
    expect(redirectedPaths(rules)).toEqual(['/question/70', '/careers']);
    expect(redirectedPaths(tenant6)).toEqual(['/question/70', '/start', '/careers', '/blog']);
    expect(redirectedPaths([])).toEqual([]);
  });
});

describe("questionnaireToFlow with the tenant's redirected paths reserved", () => {
  /** A Questionnaire of another system: `count` required text items with the given linkIds (default `item-{n}`). */
  const foreign = (count: number, linkId = (n: number) => `item-${n}`) => ({
    resourceType: 'Questionnaire',
    status: 'active',
    title: `${count} questions`,
    item: Array.from({ length: count }, (_, at) => ({
      linkId: linkId(at + 1),
      type: 'string',
      text: `Question ${at + 1}`,
      required: true,
    })),
  });
  const intake = (reservedPaths?: string[]) => ({
    tenantId: 6,
    key: 'intake' as const,
    version: 2,
    ...(reservedPaths ? { reservedPaths } : {}),
  });
  const renumbering = (issues: { message: string }[]) =>
    issues.find((issue) => issue.message.startsWith('linkIds are not distinct whole numbers'))?.message;

  it('without them, numbers a 71-item Questionnaire 1..71: question 70 lands on a redirected page', () => {
    const { flow } = questionnaireToFlow(foreign(71), intake());
    expect(routeCollisions(flow as FlowVersion, tenant6).map((c) => c.questionId)).toEqual([70]);
  });

  it.each([
    [71, 72],
    [124, 125],
  ])('numbers %i items around /question/70, up to %i, and says so in the report', (count, last) => {
    const { flow, report } = questionnaireToFlow(foreign(count), intake(redirectedPaths(tenant6)));
    const ids = flow?.questions.map((question) => question.id);
    expect(ids).toHaveLength(count);
    expect(ids).not.toContain(70);
    expect(ids?.slice(68, 71)).toEqual([69, 71, 72]);
    expect(ids?.at(-1)).toBe(last);
    expect(flow?.questions[68]).toMatchObject({ next: 71 });
    expect(flow?.questions[69]).toMatchObject({ prev: 69, next: 72 });
    expect(routeCollisions(flow as FlowVersion, tenant6)).toEqual([]);
    expect(analyzeFlow(flow as FlowVersion).filter((finding) => finding.severity === 'error')).toEqual([]);
    expect(renumbering(report.issues)).toMatch(
      new RegExp(
        `^linkIds are not distinct whole numbers: questions are numbered 1 to ${last} in order, skipping 70 ` +
          `\\(/question/70\\), whose page the tenant's route rules redirect \\(item-1 → 1, .* item-69 → 69, item-70 → 71, `,
      ),
    );
  });

  it('leaves the report as it was when nothing is skipped', () => {
    const { report } = questionnaireToFlow(foreign(3), intake(redirectedPaths(tenant6)));
    expect(renumbering(report.issues)).toBe(
      'linkIds are not distinct whole numbers: questions are numbered 1 to 3 in order (item-1 → 1, item-2 → 2, item-3 → 3)',
    );
  });

  it('moves a whole-number linkId on a redirected page to the next free id, reported on its item', () => {
    const linkIds = ['68', '69', '70', '71'];
    const { flow, report } = questionnaireToFlow(
      foreign(4, (n) => linkIds[n - 1] as string),
      intake(['/question/70/', '/question/73']),
    );
    expect(flow?.questions.map(({ id, prev, next }) => [id, prev, next])).toEqual([
      [68, null, 69],
      [69, 68, 72],
      [72, 69, 71],
      [71, 72, null],
    ]);
    expect(flow?.first_question_id).toBe(68);
    expect(report.issues).toContainEqual({
      severity: 'approximated',
      linkId: '70',
      message:
        "question 70's page /question/70 is redirected by the tenant's route rules: numbered 72 instead",
    });
    expect(renumbering(report.issues)).toBeUndefined();
  });

  it("reads the pages from the target's steps: a question's own step, a questions step elsewhere", () => {
    const steps: FlowVersion['steps'] = [
      { key: 'quiz', kind: 'questions', path: '/quiz' },
      { key: 'mood', kind: 'question', path: '/quiz/mood', question_id: 2 },
      { key: 'checkout', kind: 'checkout', path: '/start/lead-qualify' },
    ];
    const { flow, report } = questionnaireToFlow(foreign(4), {
      tenantId: 7,
      key: 'quiz',
      version: 2,
      steps,
      reservedPaths: ['/quiz/mood', '/question/3', '/quiz/4'],
    });
    expect(flow?.questions.map((question) => question.id)).toEqual([1, 3, 5, 6]);
    expect(renumbering(report.issues)).toContain(
      'numbered 1 to 6 in order, skipping 2 (/quiz/mood), 4 (/quiz/4), whose pages the tenant',
    );
  });

  it('reads our own export back exactly: its ids are kept, and publishing it is what refuses the collision', () => {
    const ours = generateFlow(71);
    const { flow, report } = questionnaireToFlow(flowToQuestionnaire(ours), {
      tenantId: ours.tenant_id,
      key: 'intake',
      version: ours.version,
      reservedPaths: redirectedPaths(tenant6),
    });
    expect(report.issues).toEqual([]);
    expect(flow?.questions.map((question) => question.id)).toEqual(
      ours.questions.map((question) => question.id),
    );
    expect(routeCollisions(flow as FlowVersion, tenant6).map((c) => c.questionId)).toEqual([70]);
  });
});

import {
  ANALYSIS_DATE,
  analyzeFlow,
  explore,
  indexFlow,
  type Finding,
  type FindingCode,
  type Witness,
} from '@telehealth/engine';
import type {
  Condition,
  EligibilityRule,
  FlowVersion,
  Product,
  ProtocolAssertion,
} from '@telehealth/schemas';

import { catalogueProblems, isOrderTest, productsOfRule, questionsRead, someLeaf } from '../model';

/** What the analysis says of one protocol assertion of the draft. */
export interface AssertionResult {
  name: string;
  title: string;
  at: NonNullable<ProtocolAssertion['at']>;
  /**
   * `proven`: no path breaks it; `broken`: a path does (`witness`, `message`); `unchecked`: the analysis could not
   * walk the paths yet (`message` says why).
   */
  status: 'proven' | 'broken' | 'unchecked';
  message?: string;
  witness?: Witness;
}

/** What the analysis says of one eligibility rule of the draft. */
export interface EligibilityResult {
  name: string;
  title: string;
  /** The tenant's products it is about (undefined until the products have loaded). */
  products?: Product[];
  /** The findings about it, as the Problems tab lists them (the engine's, the catalogue's, its condition's). */
  findings: Finding[];
}

export interface FlowAnalysis {
  findings: Finding[];
  assertions: AssertionResult[];
  eligibility: EligibilityResult[];
  /** The tenant's products the draft was analysed with (undefined until they have loaded). */
  products?: readonly Product[];
}

/**
 * Errors that keep the analysis from walking the paths (the engine's protocol findings stop at them, so the
 * assertions are neither proven nor broken while any is there).
 */
const BLOCKING: ReadonlySet<FindingCode> = new Set<FindingCode>([
  'unknown-reference',
  'duplicate-name',
  'calculation-loop',
  'rule-not-provable',
  'reads-later-answer',
  'ask-on-first-question',
  'cycle',
  'unknown-first-question',
]);

/**
 * The draft's findings (`analyzeFlow`) and, for each protocol assertion, whether it is proven on every path, broken
 * (with the answers of a path that breaks it, and the finding's message) or not checked yet. The verdicts are the
 * explorer's that `analyzeFlow` ran (cached per flow index), read in the assertions' order. `products` (the tenant's
 * catalogue) lets assertions about orders be proven, as the API proves them when it publishes; without them such an
 * assertion is not checked.
 */
export function analyzeDraft(doc: FlowVersion, products?: readonly Product[]): FlowAnalysis {
  const index = indexFlow(doc);
  const engineFindings = analyzeFlow(doc, index, {
    asOf: ANALYSIS_DATE,
    ...(products ? { products } : {}),
  });
  const blocked = engineFindings.some((f) => f.severity === 'error' && BLOCKING.has(f.code));
  const tooLarge = engineFindings.find((f) => f.code === 'protocol-too-large');
  const findings = [...engineFindings, ...eligibilityFindings(doc, products, !blocked && !tooLarge)];
  const eligibility = (doc.eligibility ?? []).map((rule): EligibilityResult => ({
    name: rule.name,
    title: rule.title,
    ...(products ? { products: productsOfRule(rule, products) } : {}),
    findings: findings.filter((f) => isAboutEligibilityRule(f, rule.name)),
  }));
  const result = { findings, eligibility, ...(products ? { products } : {}) };
  const assertions = doc.assertions ?? [];
  if (assertions.length === 0) return { ...result, assertions: [] };
  const base = (a: ProtocolAssertion) => ({ name: a.name, title: a.title, at: a.at ?? 'checkout' });
  if (blocked || tooLarge) {
    const message = tooLarge
      ? tooLarge.message
      : 'Not checked yet: fix the errors in the rules (listed below) and the assertions are checked on every path.';
    return { ...result, assertions: assertions.map((a) => ({ ...base(a), status: 'unchecked', message })) };
  }
  const verdicts = explore(index, ANALYSIS_DATE, products).assertions;
  return {
    ...result,
    assertions: assertions.map((assertion, at): AssertionResult => {
      if (!products && someLeaf(assertion.never, isOrderTest))
        return {
          ...base(assertion),
          status: 'unchecked',
          message: "About orders: proven against the tenant's products, which have not loaded.",
        };
      const verdict = verdicts[at];
      const violation = verdict?.name === assertion.name ? verdict.violation : undefined;
      if (!verdict || verdict.name !== assertion.name)
        return { ...base(assertion), status: 'unchecked', message: 'Not checked yet.' };
      if (!violation) return { ...base(assertion), status: 'proven' };
      const finding = findings.find((f) => f.code === 'assertion-violated' && f.witness === violation);
      return {
        ...base(assertion),
        status: 'broken',
        message:
          finding?.message ??
          `A path reaches ${violation.state === 'checkout' ? 'checkout' : 'its end'} with answers it forbids.`,
        witness: violation,
      };
    }),
  };
}

/** Whether a finding is about the eligibility rule `name` (the engine's and these name it so). */
export const isAboutEligibilityRule = (finding: Finding, name: string): boolean =>
  finding.message.includes(`eligibility rule "${name}"`);

/**
 * The builder's findings about the eligibility rules, beside the engine's: what the tenant's catalogue makes of
 * each (products and ingredients it has not, a selector that selects nothing, a starting step past every schedule,
 * a limit that never limits), and, when the paths can be walked (`walk`), a condition that holds on no path to
 * checkout (the rule never applies) or on every one (the condition can go), each with a path that shows it. The
 * condition's verdicts are the explorer's, on the draft with one assertion per side of each condition. All are
 * warnings: such a rule does less than it says, never something unsafe (the assertions about orders prove that).
 */
export function eligibilityFindings(
  doc: FlowVersion,
  products: readonly Product[] | undefined,
  walk: boolean,
): Finding[] {
  const rules = doc.eligibility ?? [];
  const findings: Finding[] = [];
  if (products)
    for (const rule of rules)
      for (const message of catalogueProblems(rule, products))
        findings.push({ severity: 'warning', code: 'unknown-reference', message });
  const conditional = rules.filter(
    (rule): rule is EligibilityRule & { if: Condition } => rule.if !== undefined,
  );
  if (!walk || conditional.length === 0) return findings;
  const probe: FlowVersion = {
    ...doc,
    assertions: conditional.flatMap((rule, at): ProtocolAssertion[] => [
      { name: `holds_${at}`, title: rule.name, at: 'checkout', never: rule.if },
      { name: `fails_${at}`, title: rule.name, at: 'checkout', never: { not: rule.if } },
    ]),
  };
  const found = explore(indexFlow(probe), ANALYSIS_DATE);
  if (found.exhausted) return findings;
  conditional.forEach((rule, at) => {
    const held = found.assertions[2 * at]?.violation;
    const failed = found.assertions[2 * at + 1]?.violation;
    const label = `The eligibility rule "${rule.name}"`;
    if (!held && failed)
      findings.push({
        severity: 'warning',
        code: 'rule-never-holds',
        message: `${label} never applies: its condition holds on no path to checkout.`,
        witness: failed,
      });
    else if (held && !failed)
      findings.push({
        severity: 'warning',
        code: 'rule-always-holds',
        message: `${label} applies on every path to checkout, so its condition can be removed.`,
        witness: held,
      });
  });
  return findings;
}

/** A problem of the Problems tab as one string (the view keeps it to highlight its path). */
export const assertionKey = (name: string): string => `assertion:${name}`;
export const findingKey = (finding: Finding): string =>
  `finding:${finding.code}:${finding.questionId ?? ''}:${finding.message}`;

/** A problem with a path that shows it: the path, what to call it, and the questions it is about. */
export interface ProblemWitness {
  witness: Witness;
  title: string;
  /** The questions the problem is about (an assertion's, a finding's), to bring into view on its path. */
  about: readonly number[];
}

/** The witness of the problem `key` in the current analysis (none when it is gone or has none). */
export function witnessOfProblem(
  doc: FlowVersion,
  analysis: FlowAnalysis,
  key: string | null,
): ProblemWitness | undefined {
  if (key === null) return undefined;
  for (const result of analysis.assertions)
    if (assertionKey(result.name) === key && result.witness) {
      const never = doc.assertions?.find((a) => a.name === result.name)?.never;
      return {
        witness: result.witness,
        title: `The assertion “${result.title}” is broken`,
        about: never ? [...questionsRead(never)] : [],
      };
    }
  for (const finding of analysis.findings)
    if (findingKey(finding) === key && finding.witness)
      return {
        witness: finding.witness,
        title: finding.message,
        about: finding.questionId === undefined ? [] : [finding.questionId],
      };
  return undefined;
}

/**
 * The node of a problem's path to keep in view when the whole path does not fit: the last node on it of a question
 * the problem is about, else where the path ends.
 */
export function anchorOfPath(nodeIds: readonly string[], about: readonly number[]): string | undefined {
  const wanted = new Set(about.map((id) => `q:${id}`));
  return [...nodeIds].reverse().find((id) => wanted.has(id)) ?? nodeIds.at(-1);
}

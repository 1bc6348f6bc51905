import type { Finding } from '@telehealth/engine';
import type { Calculation, Condition, FlowVersion, Product, ProtocolAssertion } from '@telehealth/schemas';

import { newLeaf, ruleScope, valueChoices, type FlowEdit, type RulePlace } from '../model';
import { ConditionEditor } from './condition-editor';
import { EligibilityRules } from './eligibility-rules';
import { ExpressionEditor } from './expression-editor';
import type { AssertionResult, EligibilityResult } from './flow-analysis';
import {
  DraftField,
  FieldError,
  NumberField,
  useFieldDrafts,
  useOpenItems,
  type TryEdit,
} from './rule-fields';
import './rules.css';

export interface FlowRulesPanelProps {
  doc: FlowVersion;
  tryEdit: TryEdit;
  /** What the analysis says of each assertion, in the document's order. */
  assertions: readonly AssertionResult[];
  /** Opens the assertion in the Problems tab (its path on the graph, the replay). */
  onShowAssertion(name: string): void;
  /** What the analysis says of each eligibility rule, in the document's order. */
  eligibility: readonly EligibilityResult[];
  /** The tenant's products (undefined until they have loaded). */
  products: readonly Product[] | undefined;
  /** Opens a finding with a path in the Problems tab. */
  onShowFinding(finding: Finding): void;
}

const FLOW: RulePlace = 'flow';

/** A name not used by `names` yet: `prefix_1`, `prefix_2`… */
export function newRuleName(prefix: string, names: readonly string[]): string {
  for (let n = 1; ; n++) if (!names.includes(`${prefix}_${n}`)) return `${prefix}_${n}`;
}

/**
 * The Rules tab, the flow's own rules: protocol assertions ("never reach checkout when …"), eligibility rules (which
 * products and doses the answers allow, `eligibility-rules.tsx`) and calculations (a name conditions read as
 * `calc.name`, a title and unit the review shows, decimals, and an expression over the answers), each with what the
 * analysis found of it.
 */
export function FlowRulesPanel(props: FlowRulesPanelProps) {
  const { doc, tryEdit, assertions, onShowAssertion } = props;
  return (
    <section aria-label="Flow rules" className="builder-panel">
      <h2 className="builder-panel__heading">Rules of the flow</h2>
      <Assertions doc={doc} tryEdit={tryEdit} results={assertions} onShowAssertion={onShowAssertion} />
      <EligibilityRules
        doc={doc}
        tryEdit={tryEdit}
        results={props.eligibility}
        products={props.products}
        onShowFinding={props.onShowFinding}
      />
      <Calculations doc={doc} tryEdit={tryEdit} />
    </section>
  );
}

function Calculations({ doc, tryEdit }: { doc: FlowVersion; tryEdit: TryEdit }) {
  const drafts = useFieldDrafts(tryEdit);
  const calculations = doc.calculations ?? [];
  const edit = (items: Calculation[]): FlowEdit => ({ type: 'setCalculations', calculations: items });
  const change = (at: number, next: Calculation) => calculations.map((c, i) => (i === at ? next : c));
  const choices = valueChoices(ruleScope(doc, FLOW));
  return (
    <fieldset className="builder-panel__group">
      <legend>Calculations</legend>
      <p className="builder-panel__hint">
        A value worked out from the answers once, read by any rule as “calculation name”. The rules compare
        the exact value; the review shows it rounded.
      </p>
      {calculations.map((calculation, at) => {
        const key = (field: string) => `calc:${at}:${field}`;
        const text = (field: 'name' | 'title' | 'unit', label: string) => (
          <DraftField
            drafts={drafts}
            field={key(field)}
            label={label}
            value={calculation[field] ?? ''}
            onText={(value) => {
              const { unit: _unit, ...rest } = calculation;
              const next =
                field === 'unit' && value.trim() === '' ? rest : { ...calculation, [field]: value };
              drafts.apply(key(field), value, edit(change(at, next)));
            }}
          />
        );
        return (
          <fieldset key={at} className="rule-item" aria-label={`Calculation ${calculation.name}`}>
            <legend>{calculation.title}</legend>
            {text('name', 'Name (letters, digits, _)')}
            {text('title', 'Title')}
            <div className="builder-panel__row">
              {text('unit', 'Unit')}
              <div className="builder-panel__field">
                <NumberField
                  label="Decimals"
                  visibleLabel
                  value={calculation.decimals ?? 1}
                  onValue={(value) =>
                    drafts.apply(
                      key('decimals'),
                      String(value),
                      edit(change(at, { ...calculation, decimals: value })),
                    )
                  }
                />
              </div>
            </div>
            <ExpressionEditor
              label={`Calculation ${calculation.name}: value`}
              expression={calculation.value}
              choices={choices.filter((c) => c.ref !== `calc.${calculation.name}`)}
              onChange={(value, coalesceKey) =>
                drafts.apply(
                  key('value'),
                  '',
                  edit(change(at, { ...calculation, value })),
                  coalesceKey !== undefined,
                )
              }
            />
            {drafts.message(key('decimals')) || drafts.message(key('value')) ? (
              <FieldError>{drafts.message(key('decimals')) ?? drafts.message(key('value'))}</FieldError>
            ) : null}
            <div className="rule-item__actions">
              <button
                type="button"
                onClick={() =>
                  drafts.apply('calc:list', '', edit(calculations.filter((_, i) => i !== at)), false)
                }
              >
                Remove calculation {calculation.name}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        onClick={() =>
          drafts.apply(
            'calc:list',
            '',
            edit([
              ...calculations,
              {
                name: newRuleName(
                  'calc',
                  calculations.map((c) => c.name),
                ),
                title: 'New calculation',
                decimals: 1,
                value: choices[0]?.ref ?? 0,
              },
            ]),
            false,
          )
        }
      >
        Add a calculation
      </button>
      {drafts.message('calc:list') ? <FieldError>{drafts.message('calc:list')}</FieldError> : null}
    </fieldset>
  );
}

function Assertions({
  doc,
  tryEdit,
  results,
  onShowAssertion,
}: {
  doc: FlowVersion;
  tryEdit: TryEdit;
  results: readonly AssertionResult[];
  onShowAssertion(name: string): void;
}) {
  const drafts = useFieldDrafts(tryEdit);
  // Which assertions are open: a flow has many, so only the broken ones open with the tab, and one added here.
  const { opened, toggle, removed } = useOpenItems(() =>
    (doc.assertions ?? []).flatMap((a, at) =>
      results.find((r) => r.name === a.name)?.status === 'broken' ? [at] : [],
    ),
  );
  const assertions = doc.assertions ?? [];
  const edit = (items: ProtocolAssertion[]): FlowEdit => ({ type: 'setAssertions', assertions: items });
  const remove = (at: number) => {
    if (drafts.apply('assertion:list', '', edit(assertions.filter((_, i) => i !== at)), false)) removed(at);
  };
  const change = (at: number, next: ProtocolAssertion) => assertions.map((a, i) => (i === at ? next : a));
  const setNever = (at: number, never: Condition | undefined, coalesceKey?: string) =>
    drafts.apply(
      `assertion:${at}:never`,
      '',
      edit(
        never
          ? change(at, { ...(assertions[at] as ProtocolAssertion), never })
          : assertions.filter((_, i) => i !== at),
      ),
      coalesceKey !== undefined,
    );
  return (
    <fieldset className="builder-panel__group">
      <legend>Assertions</legend>
      <p className="builder-panel__hint">
        What must never happen, proven over every path before publishing: a broken assertion blocks publishing
        and comes with the answers of a path that breaks it.
      </p>
      {assertions.map((assertion, at) => {
        const result = results.find((r) => r.name === assertion.name);
        const key = (field: string) => `assertion:${at}:${field}`;
        return (
          <details
            key={at}
            className="rule-item"
            aria-label={`Assertion ${assertion.name}`}
            open={opened(at)}
            onToggle={(event) => toggle(at, event.currentTarget.open)}
          >
            <summary>
              <span className="rule-item__title">{assertion.title}</span>{' '}
              <span className={`rule-badge rule-badge--${result?.status ?? 'unchecked'}`}>
                {result ? BADGES[result.status] : BADGES.unchecked}
              </span>
            </summary>
            <AssertionStatus result={result} onShow={() => onShowAssertion(assertion.name)} />
            <DraftField
              drafts={drafts}
              field={key('title')}
              label="Title"
              value={assertion.title}
              onText={(value) =>
                drafts.apply(key('title'), value, edit(change(at, { ...assertion, title: value })))
              }
            />
            <DraftField
              drafts={drafts}
              field={key('name')}
              label="Name (letters, digits, _)"
              value={assertion.name}
              onText={(value) =>
                drafts.apply(key('name'), value, edit(change(at, { ...assertion, name: value })))
              }
            />
            <label className="builder-panel__field">
              Checked at
              <select
                value={assertion.at ?? 'checkout'}
                onChange={(event) =>
                  drafts.apply(
                    key('at'),
                    '',
                    edit(change(at, { ...assertion, at: event.target.value as 'checkout' | 'any_end' })),
                    false,
                  )
                }
              >
                <option value="checkout">checkout</option>
                <option value="any_end">any end (checkout or a hard stop)</option>
              </select>
            </label>
            <ConditionEditor
              doc={doc}
              place={FLOW}
              condition={assertion.never}
              label={`Assertion ${assertion.name}: never`}
              onChange={(next, coalesceKey) => setNever(at, next, coalesceKey)}
            />
            {drafts.message(key('never')) ? <FieldError>{drafts.message(key('never'))}</FieldError> : null}
            <div className="rule-item__actions">
              <button type="button" onClick={() => remove(at)}>
                Remove assertion {assertion.name}
              </button>
            </div>
          </details>
        );
      })}
      <button
        type="button"
        onClick={() =>
          drafts.apply(
            'assertion:list',
            '',
            edit([
              ...assertions,
              {
                name: newRuleName(
                  'assertion',
                  assertions.map((a) => a.name),
                ),
                title: 'Never reach checkout when …',
                at: 'checkout',
                never: newLeaf(doc, FLOW),
              },
            ]),
            false,
          ) && toggle(assertions.length, true)
        }
      >
        Add an assertion
      </button>
      {drafts.message('assertion:list') ? <FieldError>{drafts.message('assertion:list')}</FieldError> : null}
    </fieldset>
  );
}

const BADGES: Record<AssertionResult['status'], string> = {
  proven: '✓ proven',
  broken: '✗ broken',
  unchecked: 'not checked',
};

function AssertionStatus({ result, onShow }: { result: AssertionResult | undefined; onShow(): void }) {
  if (!result) return null;
  if (result.status === 'proven')
    return <p className="rule-status rule-status--proven">✓ Proven on every path.</p>;
  if (result.status === 'unchecked') return <p className="rule-status">{result.message}</p>;
  return (
    <p className="rule-status rule-status--broken">
      ✗ Broken: a path reaches {result.witness?.state === 'checkout' ? 'checkout' : 'an end'} with answers it
      forbids.{' '}
      <button type="button" className="builder-panel__link" onClick={onShow}>
        Show the path
      </button>
    </p>
  );
}

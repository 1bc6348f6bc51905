import type { Finding } from '@telehealth/engine';
import type { Condition, EligibilityRule, FlowVersion, Product, ProductSelector } from '@telehealth/schemas';

import {
  ELIGIBILITY_KINDS,
  PRODUCT_FORMS,
  catalogueIngredients,
  describeCondition,
  describeEligibility,
  eligibilityKindOf,
  newEligibilityRule,
  newLeaf,
  selectorOf,
  startingDoses,
  toggleInSelector,
  withEligibilityKind,
  withSelector,
  type EligibilityKind,
  type FlowEdit,
  type RulePlace,
  type SelectorList,
} from '../model';
import { ConditionEditor } from './condition-editor';
import type { EligibilityResult } from './flow-analysis';
import {
  DraftField,
  FieldError,
  NumberField,
  useFieldDrafts,
  useOpenItems,
  type FieldDrafts,
  type TryEdit,
} from './rule-fields';
import './rules.css';

/** Eligibility rules are judged at checkout: their conditions read any answer, but no alert and no order. */
const CHECKOUT: RulePlace = 'checkout';

export interface EligibilityRulesProps {
  doc: FlowVersion;
  tryEdit: TryEdit;
  /** What the analysis says of each rule, in the document's order. */
  results: readonly EligibilityResult[];
  /** The tenant's products (undefined until they have loaded): the rules choose among them. */
  products: readonly Product[] | undefined;
  /** Opens a finding with a path in the Problems tab (its path on the graph, the replay). */
  onShowFinding(finding: Finding): void;
}

/**
 * The flow's eligibility rules in forms: for each, the title the patient reads, its name, what it does (at most so
 * many per order, not offered, or a titrated product's starting dose step), the products it is about (the tenant's
 * products by name, ingredient or form) and an optional condition on the answers ("only when BMI of Q4 at least
 * 35"), with what the analysis found about it.
 */
export function EligibilityRules({ doc, tryEdit, results, products, onShowFinding }: EligibilityRulesProps) {
  const drafts = useFieldDrafts(tryEdit);
  const rules = doc.eligibility ?? [];
  // Which rules are open: those the analysis has something to say about, and one added here.
  const { opened, toggle, removed } = useOpenItems(() =>
    rules.flatMap((rule, at) =>
      (results.find((r) => r.name === rule.name)?.findings.length ?? 0) > 0 ? [at] : [],
    ),
  );
  const edit = (items: EligibilityRule[]): FlowEdit => ({ type: 'setEligibility', eligibility: items });
  const remove = (at: number) => {
    if (drafts.apply('eligibility:list', '', edit(rules.filter((_, i) => i !== at)), false)) removed(at);
  };
  return (
    <fieldset className="builder-panel__group">
      <legend>Eligibility</legend>
      <p className="builder-panel__hint">
        Which products and doses the answers allow, judged at checkout: the storefront offers only what they
        allow, checkout refuses anything else, and the assertions about orders are proven with them.
      </p>
      {products === undefined ? (
        <p className="builder-panel__hint" role="status">
          The tenant&apos;s products have not loaded: products and ingredients can be chosen once they have.
        </p>
      ) : null}
      {rules.map((rule, at) => (
        <EligibilityItem
          // A rule's fields keep their typing state by position, as the other rule lists do.
          key={at}
          doc={doc}
          rule={rule}
          at={at}
          isOpen={opened(at)}
          onToggle={(isOpen) => toggle(at, isOpen)}
          result={results.find((r) => r.name === rule.name)}
          products={products}
          drafts={drafts}
          onRule={(next, field, coalesce = true) =>
            drafts.apply(
              `eligibility:${at}:${field}`,
              field === 'title' || field === 'name' ? (next[field] ?? '') : '',
              edit(rules.map((r, i) => (i === at ? next : r))),
              coalesce,
            )
          }
          onRemove={() => remove(at)}
          onShowFinding={onShowFinding}
        />
      ))}
      <button
        type="button"
        onClick={() =>
          drafts.apply(
            'eligibility:list',
            '',
            edit([
              ...rules,
              newEligibilityRule(
                rules.map((r) => r.name),
                products,
              ),
            ]),
            false,
          ) && toggle(rules.length, true)
        }
      >
        Add an eligibility rule
      </button>
      {drafts.message('eligibility:list') ? (
        <FieldError>{drafts.message('eligibility:list')}</FieldError>
      ) : null}
    </fieldset>
  );
}

interface ItemProps {
  doc: FlowVersion;
  rule: EligibilityRule;
  at: number;
  isOpen: boolean;
  onToggle(isOpen: boolean): void;
  result: EligibilityResult | undefined;
  products: readonly Product[] | undefined;
  drafts: FieldDrafts;
  /** Applies the rule changed in `field` (one undo step per typing burst unless `coalesce` is false). */
  onRule(next: EligibilityRule, field: string, coalesce?: boolean): boolean;
  onRemove(): void;
  onShowFinding(finding: Finding): void;
}

function EligibilityItem(props: ItemProps) {
  const { doc, rule, at, isOpen, onToggle, result, products, drafts, onRule, onRemove, onShowFinding } =
    props;
  const key = (field: string) => `eligibility:${at}:${field}`;
  const kind = eligibilityKindOf(rule);
  const setCondition = (condition: Condition | undefined, coalesceKey?: string) => {
    const { if: _old, ...rest } = rule;
    onRule(condition ? { ...rest, if: condition } : rest, 'if', coalesceKey !== undefined);
  };
  const fieldError = (...fields: string[]) => {
    const message = fields.map((f) => drafts.message(key(f))).find((m) => m !== undefined);
    return message ? <FieldError>{message}</FieldError> : null;
  };
  return (
    <details
      className="rule-item"
      aria-label={`Eligibility rule ${rule.name}`}
      open={isOpen}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary>
        <span className="rule-item__title">{rule.title}</span> <FindingsBadge result={result} />
      </summary>
      <p className="rule-status">
        {describeEligibility(rule, products)}
        {rule.if ? `, only when ${describeCondition(rule.if, { maxOptions: 3 })}` : ''}.
      </p>
      <RuleStatus rule={rule} result={result} products={products} onShowFinding={onShowFinding} />
      <DraftField
        drafts={drafts}
        field={key('title')}
        label="Title (the patient reads it)"
        value={rule.title}
        onText={(value) => onRule({ ...rule, title: value }, 'title')}
      />
      <DraftField
        drafts={drafts}
        field={key('name')}
        label="Name (letters, digits, _)"
        value={rule.name}
        onText={(value) => onRule({ ...rule, name: value }, 'name')}
      />
      <label className="builder-panel__field">
        What it does
        <select
          value={kind}
          onChange={(event) =>
            onRule(withEligibilityKind(rule, event.target.value as EligibilityKind, products), 'kind', false)
          }
        >
          {ELIGIBILITY_KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      {kind === 'at_most' ? (
        <div className="builder-panel__field">
          <NumberField
            label="At most, per order"
            visibleLabel
            whole={{ min: 1, max: 100 }}
            value={rule.at_most ?? 1}
            onValue={(value) => onRule({ ...rule, at_most: value } as EligibilityRule, 'at_most')}
          />
        </div>
      ) : null}
      {kind === 'start_step' ? (
        <div className="builder-panel__field">
          <NumberField
            label="Starting dose step (1 = the first)"
            visibleLabel
            whole={{ min: 1, max: 100 }}
            value={rule.start_step ?? 1}
            onValue={(value) => onRule({ ...rule, start_step: value } as EligibilityRule, 'start_step')}
          />
        </div>
      ) : null}
      {fieldError('kind', 'at_most', 'start_step')}
      <ProductChoices
        rule={rule}
        products={products}
        onSelector={(selector) => {
          const next = withSelector(rule, selector);
          if (next.ok) onRule(next.rule, 'products', false);
          else drafts.refuse(key('products'), '', next.message);
        }}
      />
      {fieldError('products')}
      {rule.if ? (
        <>
          <ConditionEditor
            doc={doc}
            place={CHECKOUT}
            condition={rule.if}
            label={`Eligibility rule ${rule.name}: only when`}
            onChange={setCondition}
          />
          <button type="button" className="builder-panel__link" onClick={() => setCondition(undefined)}>
            Apply it always (remove the condition)
          </button>
        </>
      ) : (
        <button type="button" onClick={() => setCondition(newLeaf(doc, CHECKOUT))}>
          Only when…
        </button>
      )}
      {fieldError('if')}
      <div className="rule-item__actions">
        <button type="button" onClick={onRemove}>
          Remove eligibility rule {rule.name}
        </button>
      </div>
    </details>
  );
}

function FindingsBadge({ result }: { result: EligibilityResult | undefined }) {
  const findings = result?.findings ?? [];
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  if (errors > 0)
    return (
      <span className="rule-badge rule-badge--broken">
        ✗ {errors} {errors === 1 ? 'error' : 'errors'}
      </span>
    );
  if (warnings > 0)
    return (
      <span className="rule-badge rule-badge--warning">
        {warnings} {warnings === 1 ? 'warning' : 'warnings'}
      </span>
    );
  if (result?.products)
    return (
      <span className="rule-badge">
        {result.products.length} {result.products.length === 1 ? 'product' : 'products'}
      </span>
    );
  return null;
}

/** The products the rule applies to (and, for a starting step, the dose each starts on), then its findings. */
function RuleStatus(props: {
  rule: EligibilityRule;
  result: EligibilityResult | undefined;
  products: readonly Product[] | undefined;
  onShowFinding(finding: Finding): void;
}) {
  const { rule, result, products, onShowFinding } = props;
  const doses = products ? startingDoses(rule, products) : [];
  return (
    <>
      {result?.products && result.products.length > 0 ? (
        rule.start_step !== undefined ? (
          <div className="rule-status">
            Starts on:
            <ul className="rule-doses">
              {doses.map((dose) => (
                <li key={dose}>{dose}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="rule-status">Applies to: {result.products.map((p) => p.name).join(', ')}.</p>
        )
      ) : null}
      {(result?.findings ?? []).map((finding, i) => (
        <p
          key={i}
          className={`rule-status rule-status--${finding.severity === 'error' ? 'broken' : 'warning'}`}
        >
          {finding.severity === 'error' ? '✗' : '⚠'} {finding.message}
          {finding.witness ? (
            <>
              {' '}
              <button type="button" className="builder-panel__link" onClick={() => onShowFinding(finding)}>
                Show the path
              </button>
            </>
          ) : null}
        </p>
      ))}
    </>
  );
}

/**
 * The products a rule is about: the tenant's products by name, their ingredients and the product forms, as
 * checkboxes (a value the rule names that the catalogue lacks is kept, marked). A product is chosen when it matches
 * every list with a tick.
 */
function ProductChoices(props: {
  rule: EligibilityRule;
  products: readonly Product[] | undefined;
  onSelector(selector: ProductSelector | undefined): void;
}) {
  const { rule, products, onSelector } = props;
  const selector = selectorOf(rule);
  const titrating = eligibilityKindOf(rule) === 'start_step';
  const list = (
    name: SelectorList,
    legend: string,
    values: readonly (number | string)[],
    label: (value: number | string) => string,
  ) => {
    const named: readonly (number | string)[] = selector?.[name] ?? [];
    const all = [...values, ...named.filter((v) => !values.includes(v))];
    if (all.length === 0) return null;
    return (
      <fieldset className="condition__options">
        <legend>{legend}</legend>
        {all.map((value) => (
          <label key={String(value)} className="builder-panel__inline">
            <input
              type="checkbox"
              checked={named.includes(value)}
              onChange={(event) =>
                onSelector(toggleInSelector(selector, name, value, event.target.checked, values))
              }
            />
            {label(value)}
          </label>
        ))}
      </fieldset>
    );
  };
  const byMed = new Map((products ?? []).map((p) => [p.med, p]));
  const ingredients = products ? catalogueIngredients(products) : [];
  return (
    <fieldset className="rule-products">
      <legend>Products</legend>
      <p className="builder-panel__hint">
        {titrating ? 'Nothing ticked: every titrated product. ' : ''}A product is chosen when it matches every
        list with a tick.
      </p>
      {list(
        'meds',
        'By name',
        (products ?? []).map((p) => p.med),
        (med) => {
          const product = byMed.get(med as number);
          if (!product) return `Product ${med} (not in the catalogue)`;
          return titrating && !product.titration ? `${product.name} (no dose schedule)` : product.name;
        },
      )}
      {list('ingredients', 'By ingredient', ingredients, (ingredient) =>
        products && !ingredients.includes(ingredient as string)
          ? `${ingredient} (no product has it)`
          : String(ingredient),
      )}
      {list('forms', 'By form', PRODUCT_FORMS, String)}
    </fieldset>
  );
}

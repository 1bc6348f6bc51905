/**
 * A parser of FHIRPath (the expression language of SDC Questionnaires) into a syntax tree, for reading other
 * systems' expressions on import. It parses the whole grammar of expressions (literals, external constants,
 * invocations, indexers, every operator with FHIRPath's precedence); what an expression means is decided by its
 * reader (fhirpath-import.ts), which maps the part the flow model can hold.
 */

export type FhirPathNode =
  | { k: 'number'; value: number }
  | { k: 'string'; value: string }
  | { k: 'boolean'; value: boolean }
  | { k: 'empty' }
  | { k: 'date'; value: string }
  | { k: 'quantity'; value: number; unit: string }
  /** `%name`: an external constant or SDC variable. */
  | { k: 'constant'; name: string }
  | { k: 'this' }
  /** A member (`item`, `linkId`) or a function call (`where(…)`) on `of`, or on the input when `of` is null. */
  | { k: 'member'; of: FhirPathNode | null; name: string }
  | { k: 'call'; of: FhirPathNode | null; name: string; args: FhirPathNode[] }
  | { k: 'index'; of: FhirPathNode; at: FhirPathNode }
  | { k: 'unary'; op: '-' | '+'; arg: FhirPathNode }
  | { k: 'binary'; op: string; left: FhirPathNode; right: FhirPathNode };

export class FhirPathSyntaxError extends Error {}

type Token =
  | { t: 'number'; v: string }
  | { t: 'string'; v: string }
  | { t: 'date'; v: string }
  | { t: 'id'; v: string; quoted: boolean }
  | { t: 'constant'; v: string }
  | { t: 'special'; v: string }
  | { t: 'op'; v: string };

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f' };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const quoted = (close: string): string => {
    let text = '';
    at += 1;
    while (at < source.length && source[at] !== close) {
      if (source[at] === '\\') {
        const next = source[at + 1] ?? '';
        if (next === 'u') {
          text += String.fromCharCode(parseInt(source.slice(at + 2, at + 6), 16));
          at += 6;
          continue;
        }
        text += ESCAPES[next] ?? next;
        at += 2;
        continue;
      }
      text += source[at];
      at += 1;
    }
    if (source[at] !== close) throw new FhirPathSyntaxError(`unclosed ${close} in "${source}"`);
    at += 1;
    return text;
  };
  while (at < source.length) {
    const rest = source.slice(at);
    const space = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const char = source[at] as string;
    if (char === "'") {
      tokens.push({ t: 'string', v: quoted("'") });
      continue;
    }
    if (char === '`') {
      tokens.push({ t: 'id', v: quoted('`'), quoted: true });
      continue;
    }
    if (char === '%') {
      at += 1;
      const next = source[at];
      if (next === "'" || next === '`') tokens.push({ t: 'constant', v: quoted(next) });
      else {
        const name = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(source.slice(at));
        if (!name) throw new FhirPathSyntaxError(`a % without a name in "${source}"`);
        tokens.push({ t: 'constant', v: name[0] });
        at += name[0].length;
      }
      continue;
    }
    const date = /^@\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T[\d:.+\-Z]*)?/.exec(rest);
    if (date) {
      tokens.push({ t: 'date', v: date[0].slice(1) });
      at += date[0].length;
      continue;
    }
    const number = /^\d+(?:\.\d+)?/.exec(rest);
    if (number) {
      tokens.push({ t: 'number', v: number[0] });
      at += number[0].length;
      continue;
    }
    const special = /^\$(?:this|index|total)\b/.exec(rest);
    if (special) {
      tokens.push({ t: 'special', v: special[0] });
      at += special[0].length;
      continue;
    }
    const id = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (id) {
      tokens.push({ t: 'id', v: id[0], quoted: false });
      at += id[0].length;
      continue;
    }
    const op = /^(?:<=|>=|!=|!~|[.,()[\]{}+\-*/|&=~<>])/.exec(rest);
    if (!op) throw new FhirPathSyntaxError(`unexpected "${char}" in "${source}"`);
    tokens.push({ t: 'op', v: op[0] });
    at += op[0].length;
  }
  return tokens;
}

/** Binary operators by precedence, loosest first (FHIRPath §6: implies, or/xor, and, membership, …, multiplicative). */
const LEVELS: readonly (readonly string[])[] = [
  ['implies'],
  ['or', 'xor'],
  ['and'],
  ['in', 'contains'],
  ['=', '~', '!=', '!~'],
  ['<', '>', '<=', '>='],
  ['|'],
  ['is', 'as'],
  ['+', '-', '&'],
  ['*', '/', 'div', 'mod'],
];

const UNITS = new Set([
  'year',
  'years',
  'month',
  'months',
  'week',
  'weeks',
  'day',
  'days',
  'hour',
  'hours',
  'minute',
  'minutes',
  'second',
  'seconds',
  'millisecond',
  'milliseconds',
]);

/** The syntax tree of a FHIRPath expression; throws FhirPathSyntaxError when it is not one. */
export function parseFhirPath(source: string): FhirPathNode {
  const tokens = tokenize(source);
  let at = 0;
  const peek = (offset = 0): Token | undefined => tokens[at + offset];
  const isOp = (token: Token | undefined, value: string) =>
    token !== undefined && (token.t === 'op' || (token.t === 'id' && !token.quoted)) && token.v === value;
  const expect = (value: string) => {
    if (!isOp(peek(), value)) throw new FhirPathSyntaxError(`expected "${value}" in "${source}"`);
    at += 1;
  };

  const binary = (level: number): FhirPathNode => {
    if (level === LEVELS.length) return unary();
    let left = binary(level + 1);
    for (;;) {
      const token = peek();
      const op = (LEVELS[level] as readonly string[]).find((o) => isOp(token, o));
      if (op === undefined) return left;
      at += 1;
      left = { k: 'binary', op, left, right: binary(level + 1) };
    }
  };

  const unary = (): FhirPathNode => {
    const token = peek();
    if (isOp(token, '-') || isOp(token, '+')) {
      at += 1;
      return { k: 'unary', op: (token as Token).v as '-' | '+', arg: unary() };
    }
    return postfix(term());
  };

  const args = (): FhirPathNode[] => {
    expect('(');
    const list: FhirPathNode[] = [];
    if (!isOp(peek(), ')')) {
      list.push(binary(0));
      while (isOp(peek(), ',')) {
        at += 1;
        list.push(binary(0));
      }
    }
    expect(')');
    return list;
  };

  const invocation = (of: FhirPathNode | null): FhirPathNode => {
    const token = peek();
    if (token?.t === 'special' && token.v === '$this') {
      at += 1;
      return { k: 'this' };
    }
    if (token?.t !== 'id') throw new FhirPathSyntaxError(`expected a name in "${source}"`);
    at += 1;
    if (isOp(peek(), '(')) return { k: 'call', of, name: token.v, args: args() };
    return { k: 'member', of, name: token.v };
  };

  const postfix = (node: FhirPathNode): FhirPathNode => {
    for (;;) {
      if (isOp(peek(), '.')) {
        at += 1;
        node = invocation(node);
      } else if (isOp(peek(), '[')) {
        at += 1;
        const index = binary(0);
        expect(']');
        node = { k: 'index', of: node, at: index };
      } else return node;
    }
  };

  const term = (): FhirPathNode => {
    const token = peek();
    if (!token) throw new FhirPathSyntaxError(`unexpected end of ${source}`);
    if (isOp(token, '(')) {
      at += 1;
      const inner = binary(0);
      expect(')');
      return inner;
    }
    if (isOp(token, '{')) {
      at += 1;
      expect('}');
      return { k: 'empty' };
    }
    if (token.t === 'number') {
      at += 1;
      const value = Number(token.v);
      const unit = peek();
      if (unit?.t === 'string') {
        at += 1;
        return { k: 'quantity', value, unit: unit.v };
      }
      if (unit?.t === 'id' && !unit.quoted && UNITS.has(unit.v)) {
        at += 1;
        return { k: 'quantity', value, unit: unit.v };
      }
      return { k: 'number', value };
    }
    if (token.t === 'string') {
      at += 1;
      return { k: 'string', value: token.v };
    }
    if (token.t === 'date') {
      at += 1;
      return { k: 'date', value: token.v };
    }
    if (token.t === 'constant') {
      at += 1;
      return { k: 'constant', name: token.v };
    }
    if (token.t === 'id' && !token.quoted && (token.v === 'true' || token.v === 'false')) {
      at += 1;
      return { k: 'boolean', value: token.v === 'true' };
    }
    return invocation(null);
  };

  const tree = binary(0);
  if (at < tokens.length) throw new FhirPathSyntaxError(`unexpected "${(peek() as Token).v}" in "${source}"`);
  return tree;
}

import { validateWith, validators, type Expression } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { addTerm, operationOf, removeTerm, replaceTerm, withOperation } from './expressions';

const valid = (value: Expression) =>
  validateWith(validators.Calculation, { name: 'x', title: 'X', value }).ok;

describe('calculation expressions', () => {
  it('makes a number or a value an operation over it and a neutral second part', () => {
    expect(withOperation('weight.2', 'sum')).toEqual({ sum: ['weight.2', 0] });
    expect(withOperation('weight.2', 'product')).toEqual({ product: ['weight.2', 1] });
    expect(withOperation(5, 'quotient')).toEqual({ quotient: [5, 1] });
  });

  it('changes an operation keeping its parts, as many as the new one takes', () => {
    const sum: Expression = { sum: ['weight.2', 'answer.3', 4] };
    expect(withOperation(sum, 'difference')).toEqual({ difference: ['weight.2', 'answer.3', 4] });
    expect(withOperation(sum, 'quotient')).toEqual({ quotient: ['weight.2', 'answer.3'] });
    expect(withOperation({ sum: ['weight.2'] }, 'product')).toEqual({ product: ['weight.2', 1] });
  });

  it('adds and removes parts; an operation left with too few gives way to its last part', () => {
    expect(addTerm({ difference: ['weight.2', 'answer.3'] })).toEqual({
      difference: ['weight.2', 'answer.3', 0],
    });
    expect(addTerm({ product: [2, 3] })).toEqual({ product: [2, 3, 1] });
    expect(addTerm({ quotient: [2, 3] })).toEqual({ quotient: [2, 3] });
    expect(addTerm(7)).toEqual({ sum: [7, 0] });
    expect(removeTerm({ difference: ['weight.2', 'answer.3', 4] }, 2)).toEqual({
      difference: ['weight.2', 'answer.3'],
    });
    expect(removeTerm({ difference: ['weight.2', 'answer.3'] }, 0)).toBe('answer.3');
    expect(removeTerm({ sum: [1, 2] }, 1)).toEqual({ sum: [1] });
    expect(removeTerm({ sum: [1] }, 0)).toBe(0);
    expect(replaceTerm({ quotient: [1, 2] }, 1, 'weight.2')).toEqual({ quotient: [1, 'weight.2'] });
    expect(operationOf('bmi.2')).toBeUndefined();
  });

  it('builds only expressions the schema accepts', () => {
    let e: Expression = 'weight.2';
    for (const step of [
      (x: Expression) => withOperation(x, 'difference'),
      (x: Expression) => replaceTerm(x, 1, 'answer.3'),
      (x: Expression) => withOperation(x, 'quotient'),
      (x: Expression) => addTerm(x),
      (x: Expression) => replaceTerm(x, 0, withOperation(operationOf(x)!.parts[0]!, 'product')),
      (x: Expression) => removeTerm(x, 1),
    ]) {
      e = step(e);
      expect(valid(e), JSON.stringify(e)).toBe(true);
    }
  });
});

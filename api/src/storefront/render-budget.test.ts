import { describe, expect, it } from 'vitest';

import { RenderBudget } from './render-budget.js';

describe('RenderBudget', () => {
  const taken = (budget: RenderBudget, times: number) =>
    Array.from({ length: times }, () => budget.take()).filter(Boolean).length;

  it("lets one second's worth through at once, then refills at its rate", () => {
    let now = 1_000;
    const budget = new RenderBudget(10, () => now);
    expect(taken(budget, 15)).toBe(10);
    now += 250;
    expect(taken(budget, 5)).toBe(2);
    now += 100;
    expect(taken(budget, 5)).toBe(1);
  });

  it('never holds more than a second of renders after a quiet spell', () => {
    let now = 0;
    const budget = new RenderBudget(4, () => now);
    now += 60_000;
    expect(taken(budget, 10)).toBe(4);
  });

  it('takes back a render given back', () => {
    const budget = new RenderBudget(2, () => 0);
    expect(taken(budget, 2)).toBe(2);
    budget.giveBack();
    expect(taken(budget, 2)).toBe(1);
  });

  it('renders nothing at 0', () => {
    expect(taken(new RenderBudget(0, () => 0), 3)).toBe(0);
  });
});

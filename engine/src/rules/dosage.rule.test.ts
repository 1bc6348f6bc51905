import type { Titration } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { dosageChoices, dosageOptions, hasDosageStep, offeredDosage } from './dosage.rule.js';

const choice = '3 mg, 7 mg or 14 mg once daily (titrated)';

describe('dosageOptions', () => {
  it('lists the strengths a product offers', () => {
    expect(dosageOptions(choice)).toEqual(['3 mg', '7 mg', '14 mg']);
  });

  it('offers no choice for one strength, a titrated range or no strength text', () => {
    expect(dosageOptions('Terbinafine 5% topical solution, 10 mL')).toEqual([]);
    expect(dosageOptions('0.25 mg to 2.4 mg once weekly (titrated)')).toEqual([]);
    expect(dosageOptions('Biotin 5,000 mcg, zinc 15 mg per capsule; 30 capsules')).toEqual([]);
    expect(dosageOptions(undefined)).toEqual([]);
  });
});

describe('offeredDosage', () => {
  it('names the offered strength a dosage chooses, whatever its case and spacing', () => {
    expect(offeredDosage(choice, '3 mg')).toBe('3 mg');
    expect(offeredDosage(choice, ' 14  MG ')).toBe('14 mg');
  });

  it('accepts only what the storefront offers: no other strengths, parts, bare numbers, lists or ranges', () => {
    for (const dosage of ['4 mg', '7', '3 mg, 7 mg', 'mg', '17 mg'])
      expect(offeredDosage(choice, dosage)).toBe(undefined);
    expect(offeredDosage('0.25 mg to 2.4 mg once weekly', '0.25 mg')).toBe(undefined);
    expect(offeredDosage('Terbinafine 5% topical solution, 10 mL', '5%')).toBe(undefined);
    expect(offeredDosage(undefined, '7 mg')).toBe(undefined);
  });
});

describe('dosageChoices and hasDosageStep (the dosage step of a product)', () => {
  const oral = {
    strength: choice,
    titration: {
      unit: 'mg',
      per: 'day',
      steps: [{ dose: 3 }, { dose: 7 }, { dose: 14 }],
    } satisfies Titration,
  };
  it('offers no choice for a titrated product, whatever its strength text lists; it still has the step', () => {
    expect(dosageChoices(oral)).toEqual([]);
    expect(hasDosageStep(oral)).toBe(true);
  });
  it('offers the strengths of a product that is not titrated, and no step when there is one strength', () => {
    expect(dosageChoices({ strength: choice })).toEqual(['3 mg', '7 mg', '14 mg']);
    expect(hasDosageStep({ strength: choice })).toBe(true);
    expect(dosageChoices({ strength: 'Terbinafine 5% topical solution, 10 mL' })).toEqual([]);
    expect(hasDosageStep({ strength: 'Terbinafine 5% topical solution, 10 mL' })).toBe(false);
  });
});

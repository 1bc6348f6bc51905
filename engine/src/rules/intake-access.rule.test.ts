import { describe, expect, it } from 'vitest';

import { visit } from './__fixtures__/navigation.js';
import { intakeAccessDecision, isIntakeRoute } from './intake-access.rule.js';
import type { NavigationDecision, NavigationRequest } from './navigation.types.js';

const toLeadIntro: NavigationDecision = { kind: 'redirect', to: '/start/lead-intro' };

describe('intakeAccessDecision', () => {
  it.each<[string, NavigationRequest, NavigationDecision | null]>([
    ['a question without created or restoresession', visit('/question/12'), toLeadIntro],
    ['the checkout without created or restoresession', visit('/start/checkout'), toLeadIntro],
    ['a question with a trailing slash', visit('/question/12/'), toLeadIntro],
    ['a question with a created cookie', visit('/question/12', { cookies: { created: 'k1' } }), null],
    ['the checkout with a created cookie', visit('/start/checkout', { cookies: { created: 'k1' } }), null],
    ['a question with a restoresession query', visit('/question/12', { query: 'restoresession=k1' }), null],
    [
      'the checkout with a restoresession query',
      visit('/start/checkout', { query: 'restoresession=k1' }),
      null,
    ],
    [
      'an empty created cookie counts as none',
      visit('/question/12', { cookies: { created: '' } }),
      toLeadIntro,
    ],
    [
      'an empty restoresession counts as none',
      visit('/question/12', { query: 'restoresession=' }),
      toLeadIntro,
    ],
    [
      'other cookies do not help',
      visit('/start/checkout', { cookies: { pCreated: 'k1', token: 'x' } }),
      toLeadIntro,
    ],
    ['the lead pages are open', visit('/start/lead-intro'), null],
    ['the other start pages are not this rule’s', visit('/start/shipping'), null],
    ['/question itself is not a question', visit('/question'), null],
    ['a nested path is not a question', visit('/question/12/extra'), null],
  ])('%s', (_case, request, expected) => {
    expect(intakeAccessDecision(request)).toEqual(expected);
  });
});

describe('isIntakeRoute', () => {
  it.each([
    ['/question/70', true],
    ['/question/abc', true],
    ['/start/checkout/', true],
    ['/start/checkouts', false],
    ['/followup/12', false],
  ])('%s → %s', (path, expected) => {
    expect(isIntakeRoute(path)).toBe(expected);
  });
});

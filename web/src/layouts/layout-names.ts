/** The layouts of spec section 2; each route renders inside one of them (or none, for cancellation v2). */
export const LAYOUT_NAMES = [
  'about',
  'account',
  'admin',
  'checkout',
  'default',
  'full',
  'home',
  'login',
  'panel',
  'panelv2',
  'quiz',
  'start',
  'startv2',
] as const;

export type LayoutName = (typeof LAYOUT_NAMES)[number];

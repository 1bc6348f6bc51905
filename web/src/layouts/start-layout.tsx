import { LayoutShell } from './layouts';

/** `start`: the follow-up visit pages (/followup, /followup/{id}, /followup/thanks, /followup/verification). */
export function StartLayout() {
  return <LayoutShell name="start" focused />;
}

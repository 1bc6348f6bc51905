import type { ReviewFlag, ReviewFlagKind, ReviewMatch } from '@telehealth/schemas';

/** What each kind of clinical review flag asks of the clinician, and what it holds while open. */
export const REVIEW_FLAG_KINDS: Record<ReviewFlagKind, { label: string; holds: string }> = {
  followup_hard_stop: {
    label: 'Follow-up stopped at a safety question',
    holds: 'The patient cannot submit this follow-up again until the flag is resolved.',
  },
  repeat_after_hard_stop: {
    label: 'Paid after an earlier hard stop of the same person',
    holds: 'The clinician visit is held: it is sent to the clinician when the flag is resolved.',
  },
};

const MATCH_LABELS: Record<ReviewMatch, string> = {
  account: 'same account',
  email: 'same email',
  phone: 'same phone',
  dob_name: 'same date of birth and name',
  dob_client: 'same date of birth, same device address, within a day',
};

/** How an earlier intake was tied to this one, in words: "same account, same email". */
export function matchedByText(matches: readonly ReviewMatch[]): string {
  return matches.map((match) => MATCH_LABELS[match]).join(', ');
}

/** Open flags first (oldest of them first, as a queue), then resolved ones, newest first. */
export function sortReviewFlags(flags: readonly ReviewFlag[]): ReviewFlag[] {
  const open = flags.filter((flag) => flag.resolvedAt === null).sort((a, b) => a.id - b.id);
  const resolved = flags.filter((flag) => flag.resolvedAt !== null).sort((a, b) => b.id - a.id);
  return [...open, ...resolved];
}

/** A resolution note as the API takes it (1 to 2000 characters, not only spaces); null while it is not one. */
export function resolutionNote(text: string): string | null {
  const note = text.trim();
  return note.length > 0 && note.length <= 2000 ? note : null;
}

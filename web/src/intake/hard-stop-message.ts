/** What a hard stop says when the flow has no message of its own for the question that stopped the patient. */
export const GENERIC_HARD_STOP_MESSAGE =
  'Based on your answers, our clinicians cannot prescribe this treatment online.';

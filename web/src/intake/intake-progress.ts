/**
 * The intake's progress count ("Step n of m", the percentage): it runs the engine's flow routing (the expected way
 * ahead), so the lead pages load it with their progress bar (`use-intake-progress.ts`) and no other page carries it.
 */
export { createProgress } from '@telehealth/engine';

import type { Progress } from '@telehealth/engine';

/**
 * The progress bar of a flow (spec section 2): step n of the total, and the percentage done. Without a progress it
 * shows nothing, or with `holdPlace` (a page that shows its bar once the count has loaded) an empty bar of the same
 * size, so the page does not move down when the count comes.
 */
export function FlowProgress({
  progress,
  holdPlace = false,
}: {
  progress: Progress | undefined;
  holdPlace?: boolean;
}) {
  if (!progress) {
    if (!holdPlace) return null;
    return (
      <div className="intake-progress" aria-hidden="true">
        <p className="intake-progress__label">&nbsp;</p>
        <div className="intake-progress__track" />
      </div>
    );
  }
  const percent = Math.round(progress.percent);
  return (
    <div className="intake-progress" data-testid="intake-progress">
      <p className="intake-progress__label" id="intake-progress-label">
        Step {progress.step} of {progress.totalSteps}
      </p>
      <div
        className="intake-progress__track"
        role="progressbar"
        aria-labelledby="intake-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
      >
        <span className="intake-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

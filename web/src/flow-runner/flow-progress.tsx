import type { Progress } from '@telehealth/engine';

/** The progress bar of a flow (spec section 2): step n of the total, and the percentage done. */
export function FlowProgress({ progress }: { progress: Progress | undefined }) {
  if (!progress) return null;
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

/** '45 seconds', '1 minute', '15 minutes': how long to wait, rounded up to whole minutes past a minute. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

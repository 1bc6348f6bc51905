/**
 * How many pages this process renders on the server per second: a token bucket holding one second's worth, so a
 * burst of that many renders goes through at once and then renders refill at the rate. A server render is an
 * optimisation (the page paints before its scripts); when the budget is spent the page goes out as built and the
 * browser renders it, so a flood of page requests cannot turn the API's CPU into server renders while patients'
 * answers and checkouts wait. 0 renders nothing on the server.
 */
export class RenderBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = perSecond;
    this.last = now();
  }

  /** Takes one render from the budget: false when it is spent (nothing is taken then). */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Gives back a render taken for a page the server build then did not render. */
  giveBack(): void {
    this.tokens = Math.min(this.perSecond, this.tokens + 1);
  }
}

// How many calls visitors may cause an upstream per second, whatever they send (decision 192): a token bucket that
// refills continuously up to one second's worth. A lookup refused by the budget is answered as the upstream being
// unavailable (null price, base prices), without a call.

export interface CallBudget {
  /** Takes one call from the budget; false when this second's calls are spent. */
  take(): boolean;
}

export function createCallBudget(perSecond: number, now: () => number = Date.now): CallBudget {
  let tokens = perSecond;
  let at = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(perSecond, tokens + ((t - at) / 1000) * perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** No limit (an upstream the visitor cannot reach through this process). */
export const unlimitedBudget: CallBudget = { take: () => true };

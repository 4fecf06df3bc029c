// Embedded UI flags (spec 7 "UI flags"): served when UIFLAGS_URL is unset. A false flag hides the plan.
import type { UiFlags } from '../shared/catalogue-types.ts';
import { plans } from './plans.ts';

export const embeddedUiFlags: Readonly<UiFlags> = Object.fromEntries(
  Object.keys(plans).map((planId) => [planId, { showAddOn: true }]),
);

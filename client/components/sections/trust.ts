import type { TrustItem } from './hero.tsx';
import type { IconName } from './icon-names.ts';

/** The icon that goes with a trust fact, by its wording (spec 9 claims only). */
export function trustItems(texts: readonly string[]): TrustItem[] {
  return texts.map((text) => ({ text, icon: iconFor(text) }));
}

function iconFor(text: string): IconName {
  if (/guarantee/i.test(text)) return 'badge-check';
  if (/24\/7|support/i.test(text)) return 'headphones';
  if (/years/i.test(text)) return 'award';
  if (/websites hosted/i.test(text)) return 'server';
  if (/director/i.test(text)) return 'map-pin';
  return 'circle-check';
}

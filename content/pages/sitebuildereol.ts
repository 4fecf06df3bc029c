// /sitebuildereol copy (spec 1, 2.5 "Retirement notice", 9 "Site builder end date").
import type { FaqItem } from '../../shared/content-types.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

export const SITE_BUILDER_END_DATE = 'March 31, 2021';

/**
 * A card's labels (spec 2.5, word for word): the option's name, and what it costs. `kind` sets the look: an
 * option's name is quiet, "Included" is the success green, "Paid" a neutral outline, so the two never read alike.
 */
interface OptionLabel {
  text: string;
  kind: 'name' | 'included' | 'paid';
}

export const retirementOptions = [
  {
    key: 'keep',
    title: 'Keep your current site',
    text: 'Your published site stays online, but it can no longer be edited or supported. Check how it performs today with a free page-speed test.',
    labels: [] as OptionLabel[],
    cta: 'Test my site speed',
    external: true,
  },
  {
    key: 'myself',
    title: 'Build it yourself',
    text: 'Move to our drag-and-drop website builder or WordPress hosting and rebuild your site at your own pace.',
    labels: [
      { text: 'Free Website Design', kind: 'name' },
      { text: 'Included', kind: 'included' },
    ] as OptionLabel[],
    cta: 'I will build my site',
    link: '/buildmyself',
  },
  {
    key: 'experts',
    title: 'Have our experts build it',
    text: 'Our designers rebuild your site for you on a modern platform, from content you already have.',
    labels: [
      { text: 'Professional Website Design', kind: 'name' },
      { text: 'Paid', kind: 'paid' },
    ] as OptionLabel[],
    cta: 'Let experts build my site',
    link: '/buildmysite',
  },
] as const;

export const retirementFaq: readonly FaqItem[] = [
  {
    questionText: 'What happened to the previous site builder?',
    answerText: `It was retired. Sites made with it are no longer editable or supported after ${SITE_BUILDER_END_DATE}.`,
  },
  {
    questionText: 'Is my site still online?',
    answerText:
      'Published sites stay online, but you cannot change them and we cannot fix problems with them. We recommend moving to a supported option.',
  },
  {
    questionText: 'Will I lose my domain?',
    answerText: 'No. Your domain is separate from the site builder and stays yours while it is registered.',
  },
  {
    questionText: 'Which option should I choose?',
    answerText:
      'Build it yourself if you enjoy making changes; have our experts build it if you would rather spend your time on your business.',
  },
];

export const funFact =
  'Fun fact: more than half of web visits now come from phones, so a modern, mobile-friendly site matters more than ever.';

// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const eolTexts = {
  optionsTitle: 'Choose what happens next',
  callTitle: 'Not sure which option is right?',
  callText: 'Talk it through with our team, 24/7.',
  funFactLabel: 'Fun fact',
  /** After the speed-test link's name, read by screen readers; the space before it is part of it. */
  newTab: ' (opens in a new tab)',
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  sitebuildereol: {
    name: 'Site Builder Retirement',
    title: pageTitle('Our Previous Site Builder Has Been Retired'),
    description: 'The previous site builder is no longer editable or supported after March 31, 2021. See your options.',
    h1: 'Our previous site builder has been retired',
    intro: 'Sites made with it are no longer editable or supported after March 31, 2021. Here are your options.',
  },
} satisfies Record<string, PageMeta>;

import type { FaqItem } from '../../shared/content-types.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

// Copy of /buildmysite (spec 2.5 "Build my site", spec 9 "Build-my-site plans start at $299").

export const buildMySiteText = {
  plansTitle: 'Choose your expert build',
  plansLead: 'Plans from {onetime:difmstdaddon_t6m}, paid once. Pick a plan and tell us how to reach you.',
  formTitle: 'Request a consultation',
  formLead: 'Leave your details and a designer will call you to plan your new site.',
  selectedPlan: 'Selected plan',
  ribbonTitle: 'Prefer to talk it through?',
  ribbonText: 'Call our team and we will help you choose.',
  diyTitle: 'Rather build it yourself?',
  diyText: 'Compare our website builder and WordPress hosting and build your own site.',
  diyLink: 'Compare your options',
  ribbonLabel: 'Call us',
  formPartTitle: 'Your details',
} as const;

/** The plan names the lead-type select shows (spec 3 add-on mapping; default difm_eol). */
export const buildMySitePlanNames = {
  difm_eol: 'Not sure yet',
  difm_eol_std: 'Standard build',
  difm_eol_prem: 'Premium build',
} as const;

export const buildMySiteFaq: readonly FaqItem[] = [
  {
    questionText: 'What does an expert build include?',
    answerText:
      'A designer builds your website for you. Standard covers up to 10 pages and 20 images; Premium up to 100 pages and 200 images.',
  },
  {
    questionText: 'How long does the build take?',
    answerText: 'Most sites are ready in about 4-6 weeks after our first call.',
  },
  {
    questionText: 'When will someone contact me?',
    answerText: 'A member of our team contacts you within five business days of your request.',
  },
];

// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const buildMySiteHeroCta = 'See the plans';

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  buildmysite: {
    name: 'Build My Site',
    title: pageTitle('Let Our Experts Build Your Site'),
    description: 'Have our designers build your website for you, with plans from {onetime:difmstdaddon_t6m}.',
    h1: 'Let experts build my site',
    intro: 'Our designers build your website for you, from {onetime:difmstdaddon_t6m}.',
  },
} satisfies Record<string, PageMeta>;

/** The hero's picture: people at work (decision 285), drawn in public/people/scenes/. */
export const heroScene = {
  id: 'designers',
  alt: 'Two web designers at a big screen, building a page layout together',
} as const;

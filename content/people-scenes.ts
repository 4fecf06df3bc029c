// People at work (decision 285): the drawn scenes in public/people/scenes/ (scripts/people-scenes/) and what each
// shows (its text alternative). The bands' words are in people-bands.ts; a hero that shows a scene has its own
// words in its page's module (`heroScene`), so a page load ships no table of scenes.

/** The scenes, each drawn once on the product visuals' 640 x 480 canvas: id -> text alternative. */
export const peopleScenes = {
  owner: 'A shop owner at the counter, the shop’s website open on a tablet',
  designers: 'Two web designers at a big screen, building a page layout together',
  agent: 'A support agent on a headset, answering a customer at the desk',
  team: 'An account team planning a project in front of a growth chart',
  developer: 'A developer at two screens, code on one and a server’s uptime on the other',
  seller: 'A shop owner packing an online order, the order on a phone beside the parcels',
  storefront: 'A business owner outside the shop, the shop’s pin on a map above it',
} as const;

export type PeopleSceneId = keyof typeof peopleScenes;
export interface PeopleScene {
  id: PeopleSceneId;
  alt: string;
}

import type { PeopleScene } from '../../content/people-scenes.ts';

/** A scene of people at work as a hero's picture (decision 285): loaded at once, like a hero's product visual. */
export function HeroScene({ scene }: { scene: PeopleScene }) {
  return (
    <img
      src={`/people/scenes/${scene.id}.svg`}
      width={640}
      height={480}
      alt={scene.alt}
      fetchPriority="high"
      decoding="async"
      data-people-scene={scene.id}
    />
  );
}

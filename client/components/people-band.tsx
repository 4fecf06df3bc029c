import { peopleBands } from '../../content/people-bands.ts';
import { peopleScenes, type PeopleSceneId } from '../../content/people-scenes.ts';
import { SplitRows } from './sections/split-rows.tsx';

/** A scene of people at work: a drawn file in public/people/scenes/, on the product visuals' canvas. */
function Scene({ id, eager }: { id: PeopleSceneId; eager?: boolean }) {
  return (
    <img
      src={`/people/scenes/${id}.svg`}
      width={640}
      height={480}
      alt={peopleScenes[id]}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}

/**
 * People at work beside a page's words (decision 285): under the hero, a band with the scene beside its heading and
 * line; on a form page, the scene alone beside the form. Chosen by path, rendered through the proof slot, so a page
 * load downloads none of it.
 */
export default function PeopleBand({ path }: { path: string }) {
  const band = peopleBands[path];
  if (!band) return null;
  if (!band.title || !band.text)
    return (
      <figure className="people-scene" data-people-scene={band.scene}>
        <Scene id={band.scene} eager />
      </figure>
    );
  return (
    <div className="people-band" data-people-scene={band.scene}>
      <SplitRows tone="plain" rows={[{ title: band.title, text: band.text, visual: <Scene id={band.scene} /> }]} />
    </div>
  );
}

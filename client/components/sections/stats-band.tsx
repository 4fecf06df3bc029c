import { IconTile, type IconName } from './icon.tsx';
import { Section, type SectionHeadProps, type Tone } from './section.tsx';

export interface Stat {
  value: string;
  label: string;
  icon: IconName;
}

/** Facts in large figures with their icons (the spec's claims only: no invented reviews or ratings). */
export function StatsBand({
  id,
  head,
  items,
  tone = 'ink',
}: {
  id?: string;
  head: SectionHeadProps;
  items: readonly Stat[];
  tone?: Tone;
}) {
  return (
    <Section id={id} tone={tone} head={{ center: true, ...head }}>
      <ul className="sk-stats">
        {items.map((s) => (
          <li key={s.label}>
            <IconTile name={s.icon} />
            <strong>{s.value}</strong>
            <span>{s.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

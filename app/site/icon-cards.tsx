// Cards of an icon, a short title and a sentence (the home page's intro, "Was uns ausmacht").
import type { LucideIcon } from 'lucide-react';

export type IconCard = { icon: LucideIcon; title: string; text: string };

/** `tone` is the card's background: white on a tinted section, tinted on a white one. */
export function IconCards({
  cards,
  className,
  tone,
}: {
  cards: IconCard[];
  className: string;
  tone: 'white' | 'surface';
}) {
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li
          key={card.title}
          className={`rounded-xl border border-border ${tone === 'white' ? 'bg-white' : 'bg-surface'} p-6`}
        >
          <card.icon aria-hidden="true" className="size-8 text-brand" />
          <h3 className="mt-3 text-xl font-bold text-ink">{card.title}</h3>
          <p className="mt-2 text-[17px] text-ink/85">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

// The h2 of a public page's section in the pages' type scale; its id names the section for
// `aria-labelledby`.
import type { ReactNode } from 'react';

export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-3xl font-bold text-ink">
      {children}
    </h2>
  );
}

// The public site's frame around every page: skip link, header, the page, footer, the mobile bottom
// bar and the cookie-consent dialog. Server-only markup (decision 004): the dialog is a closed native
// <dialog>; app/site/client/consent.ts opens it as a modal (the browser makes the page behind inert).
import type { ReactNode } from 'react';
import { company } from '#app/company';
import { cn } from '#app/ui/cn';
import { ConsentDialog } from './consent/consent-dialog';
import { SiteFooter } from './footer';
import { SiteHeader } from './header';
import { MOBILE_BAR_SPACE, MobileBar } from './mobile-bar';

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <div className={cn('flex min-h-dvh flex-col', MOBILE_BAR_SPACE)}>
        <a
          href="#inhalt"
          className="sr-only z-50 rounded-md bg-brand px-4 py-3 font-semibold text-brand-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Zum Inhalt springen
        </a>
        <SiteHeader />
        <main id="inhalt" tabIndex={-1} className="flex-1 text-[18px] leading-relaxed outline-none">
          {children}
        </main>
        <SiteFooter />
        <MobileBar />
      </div>
      <ConsentDialog measurementId={company.analytics.ga4MeasurementId} />
    </>
  );
}

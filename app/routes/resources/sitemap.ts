import { buildSitemapXml } from '#app/domain/sitemap';
import { publicPages } from '#app/site/public-pages';
import type { Route } from './+types/sitemap';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildSitemapXml(context.services.env.PUBLIC_URL, publicPages), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

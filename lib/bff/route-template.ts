// The route template of a request path (/ui/customers/[id]/applications/[applicationId]), for the access
// line: it groups requests by route and carries no id, guid or token of the path. From the build's
// routes manifest (.next/routes-manifest.json, which `next start` and the standalone server both have);
// without one (next dev before a route compiled) each dynamic-looking segment is replaced by a placeholder.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestRoute {
  page: string;
  regex: string;
}
export interface RoutesManifest {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
}

/** Ids, guids, tokens and other opaque segments become [id] / [token]; the rest is kept. */
export function genericTemplate(pathname: string): string {
  const segments = pathname.split('/').map((segment) => {
    if (segment === '') return segment;
    if (/^\d+$/.test(segment)) return '[id]';
    return /^[A-Za-z_.-]{1,40}$/.test(segment) ? segment : '[token]';
  });
  return segments.join('/') || '/';
}

/** A lookup of templates from a manifest: static pages first, then the dynamic ones in Next's own order. */
export function templateMatcher(manifest: RoutesManifest | null): (pathname: string) => string {
  const routes = [...(manifest?.staticRoutes ?? []), ...(manifest?.dynamicRoutes ?? [])].flatMap((route) => {
    try {
      return [{ page: route.page, regex: new RegExp(route.regex) }];
    } catch {
      return [];
    }
  });
  return (pathname) => {
    if (pathname.startsWith('/_next/')) return '/_next/*';
    return routes.find((route) => route.regex.test(pathname))?.page ?? genericTemplate(pathname);
  };
}

/** The running build's manifest (production, standalone, or the dev server's), or null. */
export function readRoutesManifest(dir = process.cwd()): RoutesManifest | null {
  for (const file of [path.join(dir, '.next', 'routes-manifest.json'), path.join(dir, '.next', 'dev', 'routes-manifest.json')]) {
    try {
      // Next's own manifest, beside the build at run time: not a file to trace into the standalone output.
      return JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) as RoutesManifest;
    } catch {
      // not this one
    }
  }
  return null;
}

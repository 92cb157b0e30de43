// The stars' names, heard by a screen reader, in both languages, formatted on the server.
import { renderToStaticMarkup } from 'react-dom/server';
import { withIntl } from '@/lib/testing/intl';
import { FeedbackSection } from './feedback-section';

it.each([
  ['en-US', ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']],
  ['es-US', ['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas']],
] as const)('the stars are named in %s', (locale, names) => {
  const html = renderToStaticMarkup(withIntl(<FeedbackSection userId={1} applicationId={2} />, locale));
  expect([...html.matchAll(/role="radio"[^>]*aria-label="([^"]+)"/g)].map((m) => m[1])).toEqual(names);
});

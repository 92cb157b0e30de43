import { describe, expect, test } from '@jest/globals';
import { filePath, legalNoticePath } from './legal';

describe('where legal notices and documents open', () => {
  test.each([
    ['privacy', '/ui/legal/privacy'],
    ['electronic-delivery', '/ui/legal/electronic-delivery'],
  ])('the %s notice is a portal page', (slug, path) => {
    expect(legalNoticePath(slug)).toBe(path);
  });

  test("a file goes through the portal's proxy", () => {
    expect(filePath(42)).toBe('/files/42/url_proxy');
  });
});

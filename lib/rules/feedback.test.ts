import { litStars, MAX_STARS, nextStar, showFeedbackWidget } from './feedback';

it('uses 5 stars', () => {
  expect(MAX_STARS).toBe(5);
});

describe('litStars', () => {
  it.each([
    [null, null, 0],
    [3, null, 3],
    [3, 5, 5],
    [null, 2, 2],
    [4, 1, 1],
  ])('rating %s, hovered %s → %i lit', (rating, hovered, lit) => {
    expect(litStars(rating, hovered)).toBe(lit);
  });
});

describe('nextStar', () => {
  it.each([
    [null, 'ArrowRight', 1],
    [null, 'ArrowLeft', 5],
    [3, 'ArrowRight', 4],
    [3, 'ArrowUp', 4],
    [3, 'ArrowLeft', 2],
    [3, 'ArrowDown', 2],
    [5, 'ArrowRight', 1],
    [1, 'ArrowLeft', 5],
    [3, 'Home', 1],
    [3, 'End', 5],
    [3, 'Enter', null],
    [3, 'a', null],
  ])('from %s with %s → %s', (current, key, expected) => {
    expect(nextStar(current, key)).toBe(expected);
  });
});

describe('showFeedbackWidget', () => {
  it.each([
    [7, 7, false, true],
    [7, 7, true, false],
    [1, 7, false, false],
    [1, 7, true, false],
  ])('viewer %i, customer %i, has feedback %s → %s', (viewerId, customerId, hasFeedback, shown) => {
    expect(showFeedbackWidget({ userId: viewerId }, { id: customerId, hasFeedback })).toBe(shown);
  });
});

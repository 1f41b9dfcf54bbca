import { selectedTopic } from './help-api.ts';

describe('the help topic menu', () => {
  it('selects the topic of query i, the first by default', () => {
    expect(selectedTopic('2', 5)).toBe(2);
    expect(selectedTopic(null, 5)).toBe(0);
    expect(selectedTopic('9', 5)).toBe(0);
    expect(selectedTopic('-1', 5)).toBe(0);
    expect(selectedTopic('x', 5)).toBe(0);
  });
});

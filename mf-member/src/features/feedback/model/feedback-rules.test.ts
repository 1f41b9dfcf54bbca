import { imageProblem, MAX_IMAGE_BYTES, REMARK_MAX, remarkLength, remarkProblem } from './feedback-rules.ts';

describe('feedback rules', () => {
  it('allows 140 characters and refuses 141, counting a Bengali letter as one', () => {
    expect(remarkProblem('a'.repeat(REMARK_MAX))).toBeNull();
    expect(remarkProblem('a'.repeat(REMARK_MAX + 1))).toBe('too_long');
    expect(remarkLength('  আমি  ')).toBe(3);
  });

  it('refuses an empty remark', () => {
    expect(remarkProblem('   ')).toBe('required');
  });

  it('takes png and jpg up to 5 MB, refuses other kinds, bigger pictures and a fourth', () => {
    const png = { type: 'image/png', name: 'a.png', size: MAX_IMAGE_BYTES };
    expect(imageProblem(png, 0)).toBeNull();
    expect(imageProblem({ ...png, type: 'image/jpeg', name: 'a.jpg' }, 2)).toBeNull();
    expect(imageProblem({ type: 'text/plain', name: 'a.txt', size: 10 }, 0)).toBe('type');
    expect(imageProblem({ ...png, size: MAX_IMAGE_BYTES + 1 }, 0)).toBe('size');
    expect(imageProblem(png, 3)).toBe('too_many');
  });
});

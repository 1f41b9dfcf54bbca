import { confirmProblem, pinProblem } from './pin-rules.ts';

describe('withdrawal password rules', () => {
  it.each([
    ['246810', null],
    ['975310', null],
    ['112233', null],
    ['', 'required'],
    ['12345', 'format'],
    ['1234567', 'format'],
    ['12a456', 'format'],
    ['111111', 'weak'],
    ['123456', 'weak'],
    ['987654', 'weak'],
    ['456789', 'weak'],
  ])('%p: %p', (pin, problem) => {
    expect(pinProblem(pin)).toBe(problem);
  });

  it('needs the same password twice', () => {
    expect(confirmProblem('246810', '')).toBe('required');
    expect(confirmProblem('246810', '246811')).toBe('mismatch');
    expect(confirmProblem('246810', '246810')).toBeNull();
  });
});

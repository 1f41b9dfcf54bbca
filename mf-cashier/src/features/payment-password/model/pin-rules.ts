// The withdrawal password's rules, as the platform checks them (CONTRACT.md 15, "Withdrawal password"):
// six digits, not one digit repeated, not a run up or down, confirmed.

export type PinProblem = 'required' | 'format' | 'weak';

export function pinProblem(pin: string): PinProblem | null {
  if (pin === '') return 'required';
  if (!/^\d{6}$/.test(pin)) return 'format';
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  // 111111 (step 0), 123456 (step 1), 987654 (step -1)
  if (steps.size === 1 && [0, 1, -1].includes([...steps][0]!)) return 'weak';
  return null;
}

export function confirmProblem(pin: string, confirm: string): 'required' | 'mismatch' | null {
  if (confirm === '') return 'required';
  return confirm === pin ? null : 'mismatch';
}

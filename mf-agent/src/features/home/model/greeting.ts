export type Greeting = 'morning' | 'early_afternoon' | 'late_afternoon' | 'evening';

/** Spec section 2: the greeting by the local hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening. */
export function greetingFor(at: Date): Greeting {
  const hour = at.getHours();
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'early_afternoon';
  if (hour <= 18) return 'late_afternoon';
  return 'evening';
}

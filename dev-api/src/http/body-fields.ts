// Clients send numbers for some text fields (mobile numbers, codes); treat them as text.
export function textField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

// Passwords are compared byte for byte, so they are never trimmed.
export function secretField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

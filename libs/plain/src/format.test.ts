import { dateText, instantOf, moneyText, wallTimeAt } from './format.ts';

// The formats given what the app reads from its state (decision 072): @wl/shared's format.test.ts holds each format's
// cases through the app's formatters; here, that the symbol and the zone are the caller's.
describe('@wl/plain/format', () => {
  it("writes money with the caller's symbol", () => {
    expect(moneyText(1234.5, '৳')).toBe('৳1,234.50');
    expect(moneyText('-50', '₱')).toBe('-₱50.00');
    expect(moneyText(12, 'Rs', true)).toBe('+Rs12.00');
  });

  it("reads an instant in the caller's zone, and a zone-less time as that zone's wall time", () => {
    const instant = Date.UTC(2026, 11, 7, 20, 30);
    expect(dateText(instant, 'dateTime', 'en', 'Asia/Dhaka')).toBe('2026/12/08 02:30');
    expect(dateText(instant, 'dateTime', 'bn', 'Europe/London')).toBe('২০২৬/১২/০৭ ২০:৩০');
    expect(dateText('2026-12-07 20:30:00', 'dateTime', 'en', 'Europe/London')).toBe('2026/12/07 20:30');
    expect(dateText('not a date', 'date', 'en', 'Asia/Dhaka')).toBe('');
  });

  it("takes a wall time's instant at the offset in force then, across a daylight-saving change", () => {
    // London's clocks went back at 02:00 BST on 2026-10-25: 01:30 is read twice, first in BST
    expect(instantOf({ year: 2026, month: 10, day: 25, hour: 1, minute: 30, second: 0 }, 'Europe/London')).toBe(
      Date.UTC(2026, 9, 25, 0, 30),
    );
    expect(wallTimeAt(Date.UTC(2026, 9, 26, 12), 'Europe/London').hour).toBe(12);
  });
});

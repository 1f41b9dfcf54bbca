import { dateText, instantOf, moneyText, wallTimeAt } from './format.ts';

// The formats given what the app reads from its state (decision 072): @wl/kit's format.test.ts holds each format's
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

  it("writes the platform's zone's dates without an Intl formatter (its zone data is a long task on a slow phone)", () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    expect(dateText(Date.UTC(2026, 11, 7, 20, 30), 'match', 'en', 'Asia/Dhaka')).toBe('12/08 02:30');
    expect(instantOf({ year: 2026, month: 12, day: 8, hour: 2, minute: 30, second: 0 }, 'Asia/Dhaka')).toBe(Date.UTC(2026, 11, 7, 20, 30));
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it("reads the platform's zone as Intl reads it, from its last change on, and asks Intl before it", () => {
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const intl = (instant: number, zone: string) => {
      if (!formatters.has(zone))
        formatters.set(
          zone,
          new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            hourCycle: 'h23',
            ...{ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
          }),
        );
      const parts = formatters.get(zone)!.formatToParts(instant);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return {
        year: part('year'),
        month: part('month'),
        day: part('day'),
        hour: part('hour') % 24,
        minute: part('minute'),
        second: part('second'),
      };
    };
    const step = (19 * 60 + 13) * 60_000 + 17_321;
    // from the instant of Dhaka's last change
    for (const [zone, since] of [['Asia/Dhaka', Date.UTC(2009, 11, 31, 17)] as const]) {
      const wrong: string[] = [];
      for (let instant = since; instant < Date.UTC(2040, 0, 1); instant += step)
        if (JSON.stringify(wallTimeAt(instant, zone)) !== JSON.stringify(intl(instant, zone))) wrong.push(new Date(instant).toISOString());
      expect({ zone, wrong: wrong.slice(0, 3) }).toEqual({ zone, wrong: [] });
    }
    // Dhaka's 2009 summer time (+07:00): the table starts after it, and Intl reads it
    const summer = Date.UTC(2009, 8, 1, 12);
    expect(wallTimeAt(summer, 'Asia/Dhaka')).toEqual(intl(summer, 'Asia/Dhaka'));
    expect(wallTimeAt(summer, 'Asia/Dhaka').hour).toBe(19);
  });
});

import { describe, expect, it } from 'vitest';
import { federalHolidayOn, federalHolidays } from './us-federal-holidays';

describe('US federal holidays', () => {
  it('lists the eleven observed holidays of 2026', () => {
    expect(federalHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-19', name: 'Martin Luther King Jr. Day' },
      { date: '2026-02-16', name: "Washington's Birthday" },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth National Independence Day' },
      // July 4, 2026 is a Saturday: observed on Friday July 3.
      { date: '2026-07-03', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('moves a Saturday holiday to Friday and a Sunday holiday to Monday', () => {
    expect(federalHolidayOn('2026-07-03')?.name).toBe('Independence Day');
    expect(federalHolidayOn('2026-07-04')).toBeUndefined();
    // Juneteenth 2027 is a Saturday; Christmas 2027 is a Saturday too.
    expect(federalHolidayOn('2027-06-18')?.name).toBe('Juneteenth National Independence Day');
    expect(federalHolidayOn('2027-12-24')?.name).toBe('Christmas Day');
    // Independence Day 2027 is a Sunday: observed Monday July 5.
    expect(federalHolidayOn('2027-07-05')?.name).toBe('Independence Day');
    // Veterans Day 2029 is a Sunday: observed Monday November 12.
    expect(federalHolidayOn('2029-11-12')?.name).toBe('Veterans Day');
  });

  it("puts a Saturday New Year's Day on the Friday before, in the old year", () => {
    // January 1, 2028 is a Saturday.
    expect(federalHolidayOn('2027-12-31')?.name).toBe("New Year's Day");
    expect(federalHolidays(2028).some((holiday) => holiday.name === "New Year's Day")).toBe(false);
    expect(federalHolidays(2027)).toHaveLength(12);
  });

  it('finds the Monday and Thursday holidays in other years', () => {
    const names = (year: number) =>
      Object.fromEntries(federalHolidays(year).map((holiday) => [holiday.name, holiday.date]));
    expect(names(2025)).toMatchObject({
      'Martin Luther King Jr. Day': '2025-01-20',
      "Washington's Birthday": '2025-02-17',
      'Memorial Day': '2025-05-26',
      'Labor Day': '2025-09-01',
      'Columbus Day': '2025-10-13',
      'Thanksgiving Day': '2025-11-27',
    });
    expect(names(2024)['Memorial Day']).toBe('2024-05-27');
    expect(names(2024)['Thanksgiving Day']).toBe('2024-11-28');
  });

  it('has no Juneteenth before 2021', () => {
    expect(federalHolidays(2020).map((holiday) => holiday.name)).not.toContain(
      'Juneteenth National Independence Day',
    );
    expect(federalHolidayOn('2021-06-18')?.name).toBe('Juneteenth National Independence Day');
  });
});

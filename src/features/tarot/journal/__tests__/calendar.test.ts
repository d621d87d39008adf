// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { recentWindowStart } from '../../api/pull-recent-readings';
import { addDays, addMonths, currentStreak, daysDrawnIn, firstDayOfWeek, monthWeeks, sameDayInMonth, weekdayOrder } from '../calendar';
import { formatDay, formatMonthInSentence, formatMonthTitle } from '../format';

describe('the calendar arithmetic on the user’s days', () => {
  it('adds days across months, years and the change to summer time without shifting the date', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('moves by month to the same day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(sameDayInMonth('2026-01-31', 1)).toBe('2026-02-28');
    expect(sameDayInMonth('2024-03-31', -1)).toBe('2024-02-29');
    expect(sameDayInMonth('2026-11-15', -12)).toBe('2025-11-15');
  });

  it('lays a month out in weeks starting on Monday or on Sunday', () => {
    // November 2026 begins on a Sunday and has 30 days.
    const mondayFirst = monthWeeks('2026-11', 1);
    expect(mondayFirst).toHaveLength(6);
    expect(mondayFirst[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(mondayFirst[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    const sundayFirst = monthWeeks('2026-11', 0);
    expect(sundayFirst).toHaveLength(5);
    expect(sundayFirst[0][0]).toBe('2026-11-01');
    expect(sundayFirst.flat().filter(Boolean)).toHaveLength(30);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('starts the week where the region does, and on Monday when the browser cannot say', () => {
    expect(firstDayOfWeek('es-ES')).toBe(1);
    expect(firstDayOfWeek('es-AR')).toBe(1);
    expect(firstDayOfWeek('es-MX')).toBe(0);
    expect(firstDayOfWeek('not a tag')).toBe(1);
  });

  it('counts the days of a month with a card', () => {
    expect(daysDrawnIn('2026-11', new Set(['2026-10-31', '2026-11-01', '2026-11-30']))).toBe(2);
  });
});

describe('the streak, kept gently', () => {
  const drawn = (...dates: string[]) => new Set(dates);

  it('counts the days in a row up to today', () => {
    expect(currentStreak(drawn('2026-11-25', '2026-11-26', '2026-11-27'), '2026-11-27')).toEqual({ days: 3, start: '2026-11-25' });
  });

  it('still counts the run that reached yesterday while today waits for its card', () => {
    expect(currentStreak(drawn('2026-11-25', '2026-11-26'), '2026-11-27')).toEqual({ days: 2, start: '2026-11-25' });
  });

  it('starts again after a missed day, and is empty with no recent card', () => {
    expect(currentStreak(drawn('2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24'), '2026-11-24')).toEqual({ days: 2, start: '2026-11-23' });
    expect(currentStreak(drawn('2026-11-20'), '2026-11-27')).toEqual({ days: 0, start: null });
  });

  it('counts a card already dated tomorrow (drawn in a zone ahead) as the newest day', () => {
    expect(currentStreak(drawn('2026-11-27', '2026-11-28'), '2026-11-27')).toEqual({ days: 2, start: '2026-11-27' });
  });

  it('runs across the first of a month and a year', () => {
    expect(currentStreak(drawn('2026-12-30', '2026-12-31', '2027-01-01'), '2027-01-01').days).toBe(3);
  });
});

describe('what the sign-in pull brings', () => {
  it('always covers the whole previous month, and sixty days when that reaches further', () => {
    expect(recentWindowStart('2026-11-27')).toBe('2026-09-29');
    expect(recentWindowStart('2026-03-31')).toBe('2026-01-31');
    // Late in a long month, sixty days stop short of the first of last month: the month still comes whole.
    expect(recentWindowStart('2026-08-31')).toBe('2026-07-01');
  });
});

describe('the journal’s dates in Spanish', () => {
  it('says the year only when it is not this year', () => {
    expect(formatDay('2026-11-03', '2026-11-27')).toBe('martes, 3 de noviembre');
    expect(formatDay('2025-11-03', '2026-11-27')).toBe('lunes, 3 de noviembre de 2025');
    expect(formatMonthInSentence('2026-10', '2026-11-27')).toBe('octubre');
    expect(formatMonthInSentence('2025-10', '2026-11-27')).toBe('octubre de 2025');
    expect(formatMonthTitle('2026-11')).toBe('Noviembre de 2026');
  });
});

import Dexie, { type EntityTable, type Table } from 'dexie';

// What the app keeps on the device so it reads offline: the user's tarot readings (today's and their journal's
// history), their three-card spreads and their natal charts. Every row carries its userId, and sign-out deletes
// that user's rows.

export interface StoredTarotReading {
  userId: string;
  readingDate: string;
  id: string;
  cardName: string;
  cardId: string | null;
  reversed: boolean;
  interpretation: string;
  practicalAction: string | null;
  source: 'ai' | 'builtin';
  storedAt: number;
  /** The user's private journal note on this card (tarot_readings.note); absent on rows stored before the journal. */
  note?: string | null;
  /** True while the note written on this device has not reached the server yet (written offline, or the save failed). */
  notePending?: boolean;
}

/** One card of a three-card spread, as it was read when drawn. */
export interface StoredSpreadCard {
  position: 'situation' | 'obstacle' | 'advice';
  positionName: string;
  cardId: string;
  cardName: string;
  reversed: boolean;
  text: string;
}

/**
 * A three-card spread. It is drawn on the device and lives only here (no table on the server): it is kept as it
 * read when drawn, the same words on every later visit, and leaves with the user on sign-out.
 */
export interface StoredTarotSpread {
  id: string;
  userId: string;
  /** When it was drawn (ISO instant): orders the list. */
  drawnAt: string;
  /** The user's calendar day of the draw, 'YYYY-MM-DD'. */
  date: string;
  /** What the user asked about, if they wrote it. */
  question: string | null;
  opening: string;
  cards: StoredSpreadCard[];
  closing: string;
}

export interface StoredChart {
  id: string;
  userId: string;
  chartName: string;
  createdAt: string;
  /** Whose chart it is; absent on rows stored before the field, which were all the user's own. */
  subject?: 'self' | 'other';
  /** The function's whole response: interpretation, source and chart data. */
  payload: unknown;
  storedAt: number;
}

/** A premium reading (solar return or monthly report) as the function returned it, readable offline. */
export interface StoredPremiumReading {
  id: string;
  userId: string;
  kind: 'solar_return' | 'monthly_report';
  createdAt: string;
  /** The function's `reading` object plus the params it was asked for. */
  payload: unknown;
  storedAt: number;
}

/** A compatibility reading as generate-compatibility returned it (scores, contacts, text, Pro data). */
export interface StoredCompatibilityReading {
  id: string;
  userId: string;
  createdAt: string;
  /** The function's `reading` object. */
  payload: unknown;
  storedAt: number;
}

/** A saved person (a row of `people`), so the list reads offline. */
export interface StoredPerson {
  id: string;
  userId: string;
  name: string;
  /** The row as the API returned it. */
  payload: unknown;
  storedAt: number;
}

// At least sixty days, and always the whole of the previous month: what sign-in pulls from the server, so a new
// device holds the same recent history and the journal's current and previous months read offline.
export const TAROT_HISTORY_DAYS = 60;
// What the device keeps of the journal: a year and more, so the months the calendar brought in from the server
// stay readable offline, and still only a few hundred kilobytes.
export const TAROT_READINGS_KEPT = 400;
export const TAROT_SPREADS_KEPT = 30;
export const CHART_HISTORY_SIZE = 20;
export const COMPATIBILITY_HISTORY_SIZE = 20;

export class SenderoDatabase extends Dexie {
  tarotReadings!: EntityTable<StoredTarotReading, 'id'>;
  charts!: EntityTable<StoredChart, 'id'>;
  premiumReadings!: EntityTable<StoredPremiumReading, 'id'>;
  compatibilityReadings!: EntityTable<StoredCompatibilityReading, 'id'>;
  people!: EntityTable<StoredPerson, 'id'>;
  tarotSpreads!: EntityTable<StoredTarotSpread, 'id'>;

  constructor(name = 'sendero-astral') {
    super(name);
    this.version(1).stores({
      tarotReadings: 'id, [userId+readingDate], userId',
      charts: 'id, [userId+createdAt], userId',
    });
    this.version(2).stores({ premiumReadings: 'id, [userId+kind+createdAt], userId' });
    this.version(3).stores({ compatibilityReadings: 'id, [userId+createdAt], userId', people: 'id, [userId+name], userId' });
    // A new store only: the existing ones and their rows carry over as they are.
    this.version(4).stores({ tarotSpreads: 'id, [userId+drawnAt], userId' });
  }

  /**
   * Stores a row and keeps only the user's newest `keep` rows of its table, ordered by the compound
   * index `[userId+<field>]`: what the device holds stays small however long someone uses the app.
   */
  async putKeepingNewest<T extends { userId: string }>(table: Table<T, string>, index: string, row: T, keep: number): Promise<void> {
    await this.putAllKeepingNewest(table, index, row.userId, [row], keep);
  }

  /** The same for many rows of one user (a month from the server): one write and one trim, not one per row. */
  async putAllKeepingNewest<T extends { userId: string }>(table: Table<T, string>, index: string, userId: string, rows: readonly T[], keep: number): Promise<void> {
    await this.transaction('rw', table, async () => {
      await table.bulkPut([...rows]);
      const older = await table.where(index).between([userId, ''], [userId, '\uffff']).reverse().offset(keep).primaryKeys();
      await table.bulkDelete(older);
    });
  }

  /**
   * Removes everything stored for a user: called on sign-out, so the next person on this device sees nothing.
   * Every table keys its rows by userId, so a table added later is cleared without touching this method.
   */
  async clearUser(userId: string): Promise<void> {
    await this.transaction('rw', this.tables, async () => {
      for (const table of this.tables) await table.where('userId').equals(userId).delete();
    });
  }
}

export const db = new SenderoDatabase();

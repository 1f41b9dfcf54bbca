import { DatabaseSync } from 'node:sqlite';
import { appliedSteps, runMigrations, type MigrationStep } from './migrations.ts';

describe('runMigrations', () => {
  const steps = (log: string[]): MigrationStep[] => [
    (db) => {
      log.push('one');
      db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    },
    (db) => {
      log.push('two');
      db.exec("ALTER TABLE notes ADD COLUMN author TEXT NOT NULL DEFAULT ''");
    },
  ];

  it('runs each step once, in order, and only the new ones when steps are added', () => {
    const db = new DatabaseSync(':memory:');
    const log: string[] = [];
    runMigrations(db, 'notes', steps(log).slice(0, 1), 1);
    db.exec("INSERT INTO notes (text) VALUES ('kept')");
    runMigrations(db, 'notes', steps(log), 2);
    runMigrations(db, 'notes', steps(log), 3);
    expect(log).toEqual(['one', 'two']);
    expect(appliedSteps(db, 'notes')).toBe(2);
    expect(db.prepare('SELECT text, author FROM notes').all()).toEqual([{ text: 'kept', author: '' }]);
  });

  it('records the steps an older file already has without running them', () => {
    const db = new DatabaseSync(':memory:');
    db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL); INSERT INTO notes (text) VALUES ('old')");
    const log: string[] = [];
    runMigrations(db, 'notes', steps(log), 1, () => 1);
    expect(log).toEqual(['two']);
    expect(db.prepare('SELECT text FROM notes').all()).toEqual([{ text: 'old' }]);
  });

  it('leaves the database as it was when a step fails, and tries that step again next time', () => {
    const db = new DatabaseSync(':memory:');
    const failing: MigrationStep[] = [
      (d) => d.exec('CREATE TABLE a (id INTEGER)'),
      (d) => {
        d.exec('CREATE TABLE b (id INTEGER)');
        throw new Error('half done');
      },
    ];
    expect(() => runMigrations(db, 'x', failing, 1)).toThrow('half done');
    expect(appliedSteps(db, 'x')).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
  });
});

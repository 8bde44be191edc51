import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL run: server URL and the migrated template database each test file copies. */
    postgres?: { url: string; templateDatabase: string };
    /** PGlite run: a tarball of a migrated data folder each test file loads. */
    pgliteDumpFile?: string;
  }
}

// Migrating once and copying per test file keeps both runs fast: PGlite start-up and
// migrations cost seconds, and CREATE DATABASE ... TEMPLATE is a file copy.
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  return databaseUrl ? setupPostgres(project, databaseUrl) : setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const database = await openDatabase({});
  await migrateDatabase(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'saathi-pglite-'));
  const dumpFile = path.join(folder, 'migrated.tar.gz');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', dumpFile);
  return () => rmSync(folder, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, url: string) {
  const templateDatabase = `saathi_template_${process.pid}`;
  await adminQuery(url, `drop database if exists ${templateDatabase}`);
  await adminQuery(url, `create database ${templateDatabase}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, templateDatabase) });
  await migrateDatabase(database);
  await database.close();
  project.provide('postgres', { url, templateDatabase });
  return () => adminQuery(url, `drop database if exists ${templateDatabase} with (force)`);
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { ssoSecretSealer } from '../lib/sealed.js';

/*
 * The keys a backup carries: the secrets the server generates into DATA_DIR when the environment
 * does not give them (app.ts, lib/secrets.ts). A key given by the environment is never written into a
 * backup; the backup keeps a check value of it instead, so that a restore can tell whether the
 * target's environment holds the same key.
 */

export const BACKUP_KEYS = [
  {
    name: 'sso-secret-key',
    env: 'SSO_SECRET_KEY',
    // Without it the restored SSO client secrets cannot be decrypted: a restore refuses to go on.
    isRequired: true,
    loss: "the institutes' SSO client secrets in the backup could not be decrypted",
    // A stored secret the key must open: a backup run without the server's SSO_SECRET_KEY says so.
    sealedSample:
      'select sso_client_secret as sealed from institutes where sso_client_secret is not null limit 1',
    opens: (key: string, sealed: string) => ssoSecretSealer(key).open(sealed) !== undefined,
  },
  {
    name: 'session-secret',
    env: 'SESSION_SECRET',
    isRequired: false,
    loss: 'the sessions in the backup end and everyone signs in again',
  },
] as const;

export type BackupKeyName = (typeof BACKUP_KEYS)[number]['name'];

/** Where the keys are: DATA_DIR, unless the environment gives one. */
export interface KeyPlace {
  dataDir: string;
  environmentKeys: Partial<Record<BackupKeyName, string>>;
}

/** A key as the manifest records it; `file` keys are a part of the backup (`keys/<name>`). */
export interface BackedUpKey {
  name: BackupKeyName;
  source: 'file' | 'environment' | 'none';
  /** HMAC-SHA256 of a fixed text under the key: tells keys apart without revealing them. */
  check?: string;
}

const checkOf = (key: string) =>
  createHmac('sha256', key).update('PD Passport backup key check').digest('hex');
const fileOf = (place: KeyPlace, name: string) => path.join(place.dataDir, name);
const readKey = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);

export const keyPart = (name: string) => `keys/${name}`;

/**
 * What a backup records of each key, the values it carries, and a warning for a key that does not open
 * the secrets stored with it (the backup was run without the server's environment).
 */
export async function collectKeys(place: KeyPlace, client: pg.Client) {
  const warnings: string[] = [];
  const keys: { key: BackedUpKey; value?: string }[] = [];
  for (const definition of BACKUP_KEYS) {
    const { name } = definition;
    const fromEnvironment = place.environmentKeys[name];
    const value = fromEnvironment ?? readKey(fileOf(place, name));
    const source = fromEnvironment ? 'environment' : value ? 'file' : 'none';
    keys.push({
      key: { name, source, check: value && checkOf(value) },
      value: source === 'file' ? value : undefined,
    });
    if (!('sealedSample' in definition)) continue;
    const { rows } = await client.query<{ sealed: string }>(definition.sealedSample);
    if (rows[0] && !(value && definition.opens(value, rows[0].sealed))) {
      const where = fromEnvironment ? `${definition.env} from the environment` : fileOf(place, name);
      warnings.push(
        `${value ? `The key in ${where} does not open` : `No key (${definition.env} or ${where}) was found to open`} the secrets stored with it: ${definition.loss} after a restore. Run the backup with the server's DATA_DIR and ${definition.env}.`,
      );
    }
  }
  return { keys, warnings };
}

/**
 * How a restore puts the backup's keys in place, decided before anything is changed. A key file in
 * the target is replaced (the previous one kept as `<name>.before-restore`): the rows it sealed are
 * replaced too. A key the target's environment gives, or one the backup holds only a check of, must be
 * the backup's: a different SSO key is refused, a different session secret only ends the sessions.
 */
export function planKeyRestore(
  keys: BackedUpKey[],
  valueOf: (name: BackupKeyName) => string,
  place: KeyPlace,
) {
  const refusals: string[] = [];
  const warnings: string[] = [];
  const writes: { name: string; value: string }[] = [];
  for (const definition of BACKUP_KEYS) {
    const key = keys.find((k) => k.name === definition.name);
    if (!key || key.source === 'none') continue;
    const fromEnvironment = place.environmentKeys[definition.name];
    const inPlace = fromEnvironment ?? readKey(fileOf(place, definition.name));
    let problem: string | undefined;
    if (key.source === 'file' && !fromEnvironment) {
      const value = valueOf(definition.name);
      if (value !== inPlace) writes.push({ name: definition.name, value });
    } else if (fromEnvironment && checkOf(fromEnvironment) !== key.check) {
      problem = `${definition.env} in the environment is not the key this backup was made with`;
    } else if (!inPlace || checkOf(inPlace) !== key.check) {
      // A key the backup's environment gave: only the same key, in the environment or DATA_DIR, will do.
      problem = `this backup was made with ${definition.env} from the environment, which a backup does not hold; set ${definition.env} to that key`;
    }
    if (problem) (definition.isRequired ? refusals : warnings).push(`${problem}: ${definition.loss}.`);
  }
  if (refusals.length) throw new Error(`${refusals.join('\n')}\nNothing was restored.`);
  return { warnings, stage: () => stageKeys(place, writes) };
}

/** Writes the keys beside their places; `commit` moves them in (after the rows are committed). */
function stageKeys(place: KeyPlace, writes: { name: string; value: string }[]) {
  mkdirSync(place.dataDir, { recursive: true });
  const drafts = writes.map(({ name, value }) => {
    const draft = `${fileOf(place, name)}.restoring-${process.pid}`;
    writeFileSync(draft, `${value}\n`, { mode: 0o600 });
    return { name, draft };
  });
  return {
    replaced: writes.map((w) => w.name),
    commit() {
      for (const { name, draft } of drafts) {
        const file = fileOf(place, name);
        if (existsSync(file)) renameSync(file, `${file}.before-restore`);
        renameSync(draft, file);
      }
    },
    discard() {
      for (const { draft } of drafts) rmSync(draft, { force: true });
    },
  };
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logger } from '../../../functions/lib/logger';
import { createLog } from '../../../scripts/dev/log';

/** A stack's log file (StackOptions.logFile): every line there, none on the console, for benches and test runs. */
describe('the local stack’s log file', () => {
  let dir: string;
  let written: string[];
  let stdout: jest.SpyInstance;
  let stderr: jest.SpyInstance;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'la-meute-log-'));
    written = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  });
  afterEach(() => {
    stdout.mockRestore();
    stderr.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the functions’ JSON logs, the stack’s messages and the emulators’ output, and nothing reaches the console', async () => {
    const file = join(dir, 'bench', 'stack.log');
    const log = createLog({ quiet: true, file });
    logger.error('Événement non traité : il sera réessayé', { consumer: 'member-mail' });
    log.info('Tâche monthly-reset exécutée');
    log.error('Bus local : le consommateur member-mail a échoué');
    log.output('DynamoDB Local', 'Initializing DynamoDB Local with the following configuration:');
    await log.close();

    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'ERROR', message: 'Événement non traité : il sera réessayé', consumer: 'member-mail' });
    expect(lines[1]).toMatch(/^\S+Z INFO Tâche monthly-reset exécutée$/);
    expect(lines[2]).toMatch(/^\S+Z ERROR Bus local : le consommateur member-mail a échoué$/);
    expect(lines[3]).toMatch(/^\S+Z OUTPUT DynamoDB Local : Initializing DynamoDB Local/);
    expect(written).toEqual([]);
  });

  it('gives the functions’ logs back to the console once closed', async () => {
    const log = createLog({ quiet: true, file: join(dir, 'stack.log') });
    await log.close();
    logger.error('Après l’arrêt de la pile');
    expect(written.join('')).toContain('"message":"Après l’arrêt de la pile"');
  });

  it('without a file, keeps the console as before: errors only when quiet', () => {
    const log = createLog({ quiet: true });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const info = jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      log.info('GET /me → 200');
      log.error('Passerelle : GET /me : panne');
      expect(info).not.toHaveBeenCalled();
      expect(error).toHaveBeenCalledWith('Passerelle : GET /me : panne');
    } finally {
      error.mockRestore();
      info.mockRestore();
    }
  });
});

import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The /assets/… files index.html loads that are missing from `dir`. */
function missingAssets(dir: string): string[] {
  const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const referenced = [...index.matchAll(/(?:src|href)="\/([^"?#]+)"/g)].map((match) => match[1]!);
  return referenced.filter((file) => !existsSync(path.join(dir, file)));
}

/**
 * Copies the built console into the run's directory, so the server of the run serves a build that
 * nothing changes under it: `npm run build:web` (by a person or a parallel job) empties and refills
 * apps/web/dist, and a page loaded meanwhile would ask for assets that no longer exist. Retries while
 * the copy looks half-built.
 */
export async function snapshotWebBuild(distDir: string, targetDir: string): Promise<void> {
  let problem = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    if (attempt > 0) await sleep(500);
    if (!existsSync(path.join(distDir, 'index.html'))) {
      problem = `${distDir}/index.html does not exist`;
      continue;
    }
    rmSync(targetDir, { recursive: true, force: true });
    cpSync(distDir, targetDir, { recursive: true });
    const missing = existsSync(path.join(targetDir, 'index.html'))
      ? missingAssets(targetDir)
      : ['index.html'];
    if (!missing.length) return;
    problem = `the build is incomplete (missing ${missing.join(', ')})`;
  }
  throw new Error(
    `Cannot use the web console build: ${problem}. Run \`npm run build:web\` first (\`npm run test:e2e\` does).`,
  );
}

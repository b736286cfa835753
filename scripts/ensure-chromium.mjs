// Browser tests drive Debian's chromium; install it when missing and we may (root), else say how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium fonts-noto-cjk`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'],
]) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

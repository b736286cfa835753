import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { optimizeDatabase, scheduleDatabaseOptimize } from './db/optimize.js';
import { seedDemoUnlessOff } from './seed/demo.js';
import { scheduleMailDelivery } from './modules/mail/index.js';
import { RECYCLE_BIN_SWEEP, scheduleRecycleBinSweep } from './modules/recycleBin/index.js';
import { ORPHAN_SWEEP, scheduleOrphanSweep } from './storage/orphanSweep.js';

const config = loadConfig();
const db = openDatabase(config);
const migrated = await migrateToLatest(db);
await optimizeDatabase(db, { migrated: migrated.length > 0 });
const stopOptimize = scheduleDatabaseOptimize(db);
const demo = await seedDemoUnlessOff(db, systemClock, config);
const { app, ctx } = await buildApp({ db, config, clock: systemClock, logger: true });
scheduleMailDelivery(ctx);
scheduleRecycleBinSweep(ctx);
scheduleOrphanSweep(ctx);
await ctx.tasks.start();
// The sweeps also run at start; on PostgreSQL a sweep already queued or running is not doubled.
await Promise.all([ctx.tasks.trigger(RECYCLE_BIN_SWEEP), ctx.tasks.trigger(ORPHAN_SWEEP)]);
const url = `http://localhost:${config.port}/web`;
// Fastify would name one interface address of 0.0.0.0; the log says the address printed below.
await app.listen({
  port: config.port,
  host: config.host,
  listenTextResolver: () => `Server listening at ${url} (on ${config.host})`,
});

console.log(
  `\nTessera is running at ${url} (${db.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`})`,
);
if (demo) {
  console.log('Demo organization "Demo" created. Log in with:');
  for (const user of demo.users)
    console.log(`  ${user.userName.padEnd(10)} ${user.role.padEnd(16)} password: ${demo.password}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await app.close();
      await ctx.tasks.stop();
      stopOptimize();
      await db.destroy();
      process.exit(0);
    })();
  });
}

import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import { startMailDelivery } from './modules/mail/service.js';
import { startRecycleBinSweep } from './modules/recycleBin/sweep.js';

const config = loadConfig();
const db = openDatabase(config);
await migrateToLatest(db);
const demo = await seedDemoIfEmpty(db, systemClock, config.demoPassword);
const { app, ctx } = await buildApp({ db, config, clock: systemClock, logger: true });
ctx.tasks.start();
const stopRecycleBinSweep = startRecycleBinSweep(ctx, (error) =>
  app.log.error({ err: error }, 'recycle bin sweep failed'),
);
const stopMailDelivery = startMailDelivery(ctx, (error) =>
  app.log.error({ err: error }, 'mail delivery failed'),
);
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}/web`;
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
      stopRecycleBinSweep();
      stopMailDelivery();
      await app.close();
      await ctx.tasks.stop();
      await db.destroy();
      process.exit(0);
    })();
  });
}

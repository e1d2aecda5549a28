import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`life_career_analyses\` ADD \`birth\` text;`)
  await db.run(sql`CREATE INDEX \`life_career_analyses_birth_idx\` ON \`life_career_analyses\` (\`birth\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`life_career_analyses_birth_idx\`;`)
  await db.run(sql`ALTER TABLE \`life_career_analyses\` DROP COLUMN \`birth\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "pages" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_edited_by" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DROP COLUMN "edited_by";
  ALTER TABLE "_posts_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "pages" DROP COLUMN "edited_by";
  ALTER TABLE "_pages_v" DROP COLUMN "version_edited_by";`)
}

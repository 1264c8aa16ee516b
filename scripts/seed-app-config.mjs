// Demo app configuration (issue 6): appConfigs/banner and appConfigs/intros with pictures in
// configs/app. Owned by the app-admin work; scripts/seed.mjs calls writeAppConfigSeed.

/** Writes the demo app configuration with the admin SDK `db`; `upload(path, bytes)` stores a picture (or null). */
export async function writeAppConfigSeed({ db, now = new Date(), upload = null }) {
  void db;
  void now;
  void upload;
  return { intros: 0 };
}

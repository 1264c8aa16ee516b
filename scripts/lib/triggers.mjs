// The Functions emulator's background triggers (the audit trail: functions/src/triggers/audit.ts) are
// switched off while a seed writes its history, through the emulator hub's own switch. A seed imports
// what happened before: it is no event to audit, and the scale seed's year (about 50,000 orders and
// 100,000 transactions) would keep the emulator's trigger worker busy for half an hour after it
// (measured: the entries of 2,000 orders took 25 s), under every screen the bench then measures.

/**
 * Runs `run` with the background triggers of the stack whose emulator hub is at `hub` (host:port)
 * switched off, and switches them on again after it (even when it fails). Without a hub, or a hub
 * without the Functions emulator, it just runs.
 */
export async function withTriggersOff(hub, run, log = () => {}) {
  const off = hub ? await switchTriggers(hub, false) : false;
  if (hub && !off) log(`(triggers left on: no Functions emulator behind the hub at ${hub})`);
  try {
    return await run();
  } finally {
    if (off && !(await switchTriggers(hub, true))) log(`! The background triggers could not be switched on again (hub ${hub}).`);
  }
}

/** PUT the hub's switch; true when the Functions emulator took it. */
async function switchTriggers(hub, on) {
  try {
    const res = await fetch(`http://${hub}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
    return res.ok;
  } catch {
    return false;
  }
}

// Runs once when the server starts: fail fast on a bad environment and prepare the database
// (migrations, and demo data on a fresh embedded database) before the first request arrives.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/server/startup');
    await startServer();
  }
}

import type { Client, QueryConfig, QueryResult } from 'pg';

/**
 * The statements queued on a pipelined connection as one write: pg writes each statement as it is
 * queued (one system call each, and a wake-up of the database between them); with the socket corked
 * around the burst they leave together and PostgreSQL reads the whole transaction at once.
 */
export function sentTogether(writer: Client, statements: readonly QueryConfig[]): Promise<QueryResult>[] {
  const socket = writer.connection.stream;
  socket.cork();
  try {
    return statements.map((statement) => writer.query(statement));
  } finally {
    socket.uncork();
  }
}

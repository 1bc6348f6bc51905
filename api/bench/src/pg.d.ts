/** The part of node-postgres the raw baseline uses (pg ships no type declarations and @types/pg is not installed). */
declare module 'pg' {
  export interface QueryResult<Row> {
    rows: Row[];
    rowCount: number | null;
  }

  export interface PoolClient {
    query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
    release(error?: Error | boolean): void;
  }

  export class Pool {
    constructor(config: { connectionString: string; max?: number });
    query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
    connect(): Promise<PoolClient>;
    end(): Promise<void>;
  }

  const pg: { Pool: typeof Pool };
  export default pg;
}

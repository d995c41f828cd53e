import type { FastifyInstance } from 'fastify';
import { orderRulesOf } from './change-terms';
import type { OperationsContext } from './operations';

/** What a change of an order needs from the app: its database, SMS, log, best sellers' cache and order rules. */
export function operationsContext(app: FastifyInstance): OperationsContext {
  return {
    db: app.db,
    catalogCache: app.catalogCache,
    orderRules: orderRulesOf(app.config),
  };
}

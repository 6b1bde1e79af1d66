/** The statements feature's face (issue 23 item 5; decision 0196): its routes, for the composition root. */
export { statementRoutes } from './statements.routes';

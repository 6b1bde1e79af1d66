/** The requests feature's face: what other features use of it. */
export { toLinenRequest } from './linen-request-view';
export { insertRequestWithEvent, listRequests, nextAcceptedRequestDate, reassignRequestsClient } from './linen-requests.repo';

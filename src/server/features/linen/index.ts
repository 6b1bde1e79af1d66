/** The linen feature's face: what other features use of it. */
export { toBoardCard, toBoardTile } from './linen-card-view';
export { findCardByLabel, reassignLinenCardsClient } from './linen-cards.repo';
export { runOverdueSweep } from './linen-sweep.service';
export { archiveLinenCardsOf, insertLinenCardOnce, restoreLinenCardOf } from './linen-card-lifecycle.repo';
export { keptCounts } from './linen-card-counts.repo';
export { collect, deliver, phoneMove, returnCard, type PhoneMove } from './linen-moves.service';
export { cardInScope } from './linen-cards.service';
export { listRoundCards, lockCard, propertyInventory } from './linen-cards.repo';
export { lastMoveAt } from './linen-card-events.repo';

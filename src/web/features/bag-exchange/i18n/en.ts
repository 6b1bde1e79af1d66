/**
 * The courier screens' English catalogue. Texts the spec quotes, and texts the server and the board share,
 * are taken from their shared constants (a message with a property name is that constant called with
 * '{{property}}'), so the English cannot drift from them; the Polish and Romanian catalogues have the same keys.
 */
import { BAG_MESSAGES, scanOutcome } from '@shared/domain/bag-exchange';
import { LINEN_MESSAGES, LINEN_STATUS_LABELS } from '@shared/domain/linen';
import { UNDO_MESSAGES } from '@shared/domain/linen-undo';
import { MESSAGES } from '@shared/constants';
import { NETWORK_ERROR_MESSAGE } from '@web/lib/api';

const PROPERTY = '{{property}}';
const onBeds = scanOutcome('on_beds');

export const en = {
  page: {
    title: 'Bag Exchange',
    description: 'Deliver, collect and return linen bags.',
    notAllowedTitle: 'For couriers and staff',
    notAllowed: 'The bag exchange is where couriers collect and return linen bags. Your account cannot move bags.',
    finding: 'Finding the bag',
    language: 'Language',
    back: 'Back',
    tryAgain: 'Try again',
  },
  home: {
    collect: 'Collect Bag',
    collectHint: 'Bags due a changeover',
    return: 'Return Bag',
    returnHint: 'Bags in transit',
    deliver: 'Deliver Bag',
    deliverHint: "New properties' first linen",
    scan: 'Scan label',
    scanHint: "Scan or type a bag's code",
    print: 'Print bag labels',
  },
  list: {
    deliverTitle: 'Deliver Bag',
    deliverHint: 'Tap a property to deliver its first bag of linen. Waiting longest first.',
    deliverLoading: 'Loading deliver bag list',
    deliverLoadFailed: LINEN_MESSAGES.loadNewFailed,
    deliverEmpty: 'No bags to deliver',
    deliverEmptyHint: 'No new property is waiting for its first delivery.',
    collectTitle: 'Collect Bag',
    collectHint: 'Tap a property to collect its bag. Longest on beds first.',
    collectLoading: 'Loading collect bag list',
    collectLoadFailed: LINEN_MESSAGES.loadChangeoverDueFailed,
    collectEmpty: 'No bags to collect',
    collectEmptyHint: 'No property is waiting for a changeover right now.',
    returnTitle: 'Return Bag',
    returnHint: 'Tap a property to return its bag. Longest in transit first.',
    returnLoading: 'Loading return bag list',
    returnLoadFailed: LINEN_MESSAGES.loadTransitFailed,
    returnEmpty: 'No bags to return',
    returnEmptyHint: 'No bag is in transit right now.',
    bagCount_one: '{{title}}: {{count}} bag',
    bagCount_other: '{{title}}: {{count}} bags',
  },
  bag: {
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    onBeds: '{{days}} on beds',
    inTransit: '{{days}} in transit',
    firstDelivery: 'First delivery',
    overdue: '(overdue)',
    firstDeliveryNote: 'First delivery: the linen goes on beds.',
  },
  step: {
    deliverTitle: 'Deliver this bag',
    deliverAction: 'Deliver bag',
    collectTitle: 'Collect this bag',
    collectAction: 'Collect bag',
    returnTitle: 'Return this bag',
    returnAction: 'Return bag',
  },
  status: {
    new: LINEN_STATUS_LABELS.new,
    changeover_due: LINEN_STATUS_LABELS.changeover_due,
    in_transit: LINEN_STATUS_LABELS.in_transit,
    on_beds: LINEN_STATUS_LABELS.on_beds,
  },
  scan: {
    title: 'Scan label',
    cameraView: 'Camera view',
    starting: 'Starting the camera…',
    point: 'Point the camera at the QR code on the bag label.',
    cameraNotAvailable: 'Camera not available',
    tryCamera: 'Try the camera again',
    cameraOff: 'Turn camera off',
    useCamera: 'Use the camera',
    typeLabel: 'Or type the bag code',
    typeHint: 'The 12 characters under the QR code, e.g. A1B2-C3D4-E5F6.',
    open: 'Open bag',
    finding: 'Finding the bag…',
    notALabel: BAG_MESSAGES.notALabel,
    enterLabelCode: BAG_MESSAGES.enterLabelCode,
    cameraUnavailable: BAG_MESSAGES.cameraUnavailable,
    cameraDenied: BAG_MESSAGES.cameraDenied,
    noBagForLabel: BAG_MESSAGES.noBagForLabel,
    onBeds: `${PROPERTY}: ${onBeds.step === null ? onBeds.message : ''}`,
  },
  popup: {
    ok: 'OK',
    undo: 'Undo',
    collected: BAG_MESSAGES.bagCollected(PROPERTY),
    returnWithin24Hours: LINEN_MESSAGES.returnWithin24Hours,
    returned: BAG_MESSAGES.bagReturned(PROPERTY),
    backOnBeds: 'The bag is back on beds.',
    delivered: BAG_MESSAGES.bagDelivered(PROPERTY),
    linenOnBeds: 'The linen is on beds.',
    alreadyMovedTitle: 'Already moved',
    alreadyMoved: BAG_MESSAGES.alreadyMoved,
    collectFailedTitle: 'Collect Failed',
    collectFailed: LINEN_MESSAGES.collectBagFailed(PROPERTY),
    deliverFailedTitle: 'Deliver Failed',
    deliverFailed: LINEN_MESSAGES.deliverBagFailed(PROPERTY),
    returnFailedTitle: LINEN_MESSAGES.returnBagFailed,
    returnFailed: BAG_MESSAGES.returnFailed(PROPERTY),
    undoneTitle: 'Undone',
    undoneCollect: UNDO_MESSAGES.undone('collect', PROPERTY),
    undoneReturn: UNDO_MESSAGES.undone('return', PROPERTY),
    undoFailedTitle: 'Could not undo',
    undoFailed: UNDO_MESSAGES.failed,
  },
  /** Why the server refused an undo, by the reason code it answers with (error.reason). */
  undoRefused: {
    moveNotFound: UNDO_MESSAGES.moveNotFound,
    notUndoable: UNDO_MESSAGES.notUndoable,
    alreadyUndone: UNDO_MESSAGES.alreadyUndone,
    movedSince: UNDO_MESSAGES.movedSince,
    tooLate: UNDO_MESSAGES.tooLate,
    invoicePaid: UNDO_MESSAGES.invoicePaid,
    checkoutStarted: UNDO_MESSAGES.checkoutStarted,
    invoiceHasFee: UNDO_MESSAGES.invoiceHasFee,
  },
  /** Other API failures, by the error code the API answers with. */
  errors: {
    network: NETWORK_ERROR_MESSAGE,
    unauthorized: MESSAGES.notAuthenticated,
    forbidden: MESSAGES.forbidden,
    rateLimited: MESSAGES.tooManyRequests,
    unexpected: MESSAGES.unexpected,
  },
};

/** Every catalogue has en's sections; the keys inside are checked by courier-i18n.test.ts (plural forms differ by language). */
export type CourierCatalogue = { [Section in keyof typeof en]: Record<string, string> };

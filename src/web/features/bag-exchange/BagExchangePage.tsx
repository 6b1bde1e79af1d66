/**
 * /bag-exchange, the courier screen (docs/product.md §2.2 Bag Exchange, §4, §8, §9; issue 8 items 13 and 14;
 * issue 22), phone first: a home with Collect Bag, Return Bag, Deliver Bag and Scan label (and Print bag
 * labels for those who may); the collect list (changeover due, oldest on beds first), the return list (in
 * transit, oldest first) and the deliver list (new cards' first delivery, waiting longest first; issue 18),
 * all three from the round the phone keeps (GET /api/courier/round). A scanned or typed label (or ?bag=CODE
 * from a phone's own camera app) is found in the round first, on the phone, else asked of the server.
 * Choosing a bag opens its stop: what happened, the counts, the signature or 'No one present', photos.
 * A confirmed stop goes into the phone's queue (IndexedDB) and is sent when there is signal (issue 22,
 * decision 0187); the header says 'Offline · N waiting', and the Stops list shows each stop on the phone,
 * on the server or refused in red with its reason. After a collect a popup reminds the courier to return
 * the bag within 24 hours (8 s); after a return or a delivery a popup (6 s); failures an error popup (5 s).
 * The popups after a collect or a return offer Undo for their time (issue 19): a stop still on the phone
 * is dropped, one on the server undone there (the server decides whether it still may). The lists and an
 * untouched stop go back home after 20 s without a touch, the timer restarting on every action. Every word
 * is in the courier's chosen language (English, Polski, Română; decision 0186), remembered on the device.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { PackageCheck, PackagePlus, Printer, ScanLine, Truck, type LucideIcon } from 'lucide-react';
import { BAG_EXCHANGE_TIMINGS as T, normaliseLabelCode, scanOutcome, type BagStep as Step } from '@shared/domain/bag-exchange';
import { canPrintBagLabels, canUseBagExchange } from '@shared/domain/abilities';
import { QUEUE_MAX_ACTIONS } from '@shared/domain/courier-queue';
import type { CourierAction } from '@shared/domain/courier-visits';
import type { TCourierCard, TRoundCard, TVisitBody } from '@shared/schemas/courier';
import { Alert, Button, PageHeader, SectionSpinner } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { useCourierApp } from '@web/lib/courier-app';
import { isApiError } from '@web/lib/api';
import { useUndoMove } from '@web/features/linen/use-undo-move';
import { apiErrorText, refusalText, undoErrorText } from './i18n/courier-errors';
import { createCourierI18n } from './i18n/courier-i18n';
import { BagList } from './BagList';
import { BagPopup, type BagPopupContent } from './BagPopup';
import { LanguageChooser } from './LanguageChooser';
import { PrintLabelsDialog } from './PrintLabelsDialog';
import { QueueBar } from './QueueBar';
import { ScanPanel } from './ScanPanel';
import { StopStep } from './StopStep';
import { StopsList } from './StopsList';
import { QueueFullError } from './offline/visit-queue';
import { useVisitQueue, type VisitQueueState } from './offline/use-visit-queue';
import { useBagLabel, type LabelLookup } from './use-bag-label';
import { useIdleTimeout } from './use-idle-timeout';
import { cardInRound, findInRound, useRound } from './use-round';

/** A stop being filled in: its bag, its step, what is on hire, and where Back and a saved stop go. */
interface OpenStop {
  card: TCourierCard;
  step: Step;
  onHire: TRoundCard['onHire'];
  bagCode?: string;
  from: 'list' | 'scan';
}

type View = { name: 'home' } | { name: 'list'; step: Step } | { name: 'scan' } | { name: 'stops' } | ({ name: 'stop' } & OpenStop);

export default function BagExchangePage() {
  const [i18n] = useState(() => createCourierI18n());
  useCourierApp(); // installable, and opens with no signal (decision 0188)
  return (
    <I18nextProvider i18n={i18n}>
      <CourierScreen />
    </I18nextProvider>
  );
}

function CourierScreen() {
  const me = useSession();
  const { t } = useTranslation();
  if (!canUseBagExchange(subjectOf(me))) {
    return (
      <InLanguage>
        <PageHeader title={t('page.title')} actions={<LanguageChooser />} />
        <Alert variant="info" title={t('page.notAllowedTitle')}>
          {t('page.notAllowed')}
        </Alert>
      </InLanguage>
    );
  }
  return <BagExchange userId={me.user.id} canPrint={canPrintBagLabels(subjectOf(me))} />;
}

/** The screen's box, its `lang` the chosen language (the app's frame around it stays English). */
function InLanguage({ children, className }: { children: ReactNode; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <div lang={i18n.resolvedLanguage} className={className ?? 'mx-auto max-w-xl'}>
      {children}
    </div>
  );
}

/** Cards whose stop is done on the phone: waiting to be sent, or sent after the round was read. */
function doneCards(queue: VisitQueueState, roundReadAt: number): Set<string> {
  return new Set(
    queue.stops
      .filter((s) => s.status === 'waiting' || (s.status === 'sent' && s.sentAt !== undefined && Date.parse(s.sentAt) > roundReadAt))
      .map((s) => s.body.cardId),
  );
}

function BagExchange({ userId, canPrint }: { userId: string; canPrint: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // ?bag=CODE (the label's QR code opened by a phone's own camera app) opens that bag once.
  const [lookup, setLookup] = useState<LabelLookup | null>(() => {
    const code = normaliseLabelCode(params.get('bag') ?? '');
    return code ? { code, attempt: 0 } : null;
  });
  // A ?bag= that is not a label code: the scan screen says no bag was found.
  const [notice, setNotice] = useState(() => params.has('bag') && lookup === null);
  const [view, setView] = useState<View>(() => (notice ? { name: 'scan' } : { name: 'home' }));
  const [popup, setPopup] = useState<BagPopupContent | null>(null);
  const [printOpen, setPrintOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stopStarted, setStopStarted] = useState(false);
  const popupId = useRef(0);
  const queue = useVisitQueue(userId);
  const round = useRound();
  const undoMove = useUndoMove();

  useEffect(() => {
    if (params.has('bag')) {
      setParams(
        (p) => {
          p.delete('bag');
          return p;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);

  const goHome = useCallback(() => {
    setLookup(null);
    setNotice(false);
    setStopStarted(false);
    setView({ name: 'home' });
  }, []);
  const openScan = () => {
    setLookup(null);
    setNotice(false);
    setView({ name: 'scan' });
  };
  const show = (content: Omit<BagPopupContent, 'id'>) => setPopup({ ...content, id: ++popupId.current });

  // A looked-up label: found in the round on the phone, else (with signal) asked of the server.
  const inRound = lookup && round.data ? findInRound(round.data, lookup.code) : null;
  const roundKnown = round.data !== undefined || round.isError || !queue.online;
  const label = useBagLabel(lookup && !inRound && roundKnown && queue.online ? lookup : null);
  const scanned = inRound
    ? { card: inRound.card, outcome: { step: inRound.step } }
    : lookup && label.data
      ? { card: label.data, outcome: scanOutcome(label.data.status) }
      : null;
  const scannedStep = scanned?.outcome.step ?? null;
  const scannedStop: OpenStop | null =
    lookup && scanned && scannedStep
      ? {
          card: scanned.card,
          step: scannedStep,
          onHire: (inRound?.card ?? cardInRound(round.data, scanned.card.id))?.onHire ?? [],
          bagCode: lookup.code,
          from: 'scan',
        }
      : null;
  let scanMessage: string | null = notice ? t('scan.noBagForLabel') : null;
  if (lookup && !inRound && roundKnown && !queue.online) scanMessage = t('scan.notInRound');
  if (lookup && label.isError)
    scanMessage = isApiError(label.error) && label.error.status === 404 ? t('scan.noBagForLabel') : apiErrorText(t, label.error);
  if (scanned && scanned.outcome.step === null) scanMessage = t('scan.onBeds', { property: scanned.card.propertyName });
  const lookingUp = lookup !== null && !scanned && !scanMessage;
  const stop = scannedStop ?? (view.name === 'stop' ? view : null);
  const screen: View['name'] | 'finding' = stop ? 'stop' : lookingUp && view.name !== 'scan' ? 'finding' : lookup || scanMessage ? 'scan' : view.name;

  // Back home after 20 s without a touch on the lists and on a stop not yet started.
  useIdleTimeout((screen === 'list' || (screen === 'stop' && !stopStarted)) && !saving, T.idleReturnHomeMs, goHome);

  const done = doneCards(queue, round.dataUpdatedAt);

  // The popups' Undo: a stop still on the phone is dropped; one applied on the server is undone there.
  const undoAction = (stopId: string, step: 'collect' | 'return', card: TCourierCard) => ({
    label: t('popup.undo'),
    onClick: () => {
      const undone = () =>
        show({
          tone: 'success',
          title: t('popup.undoneTitle'),
          message: t(step === 'collect' ? 'popup.undoneCollect' : 'popup.undoneReturn', { property: card.propertyName }),
          ms: T.returnPopupMs,
        });
      const failed = (message: string) => show({ tone: 'error', title: t('popup.undoFailedTitle'), message, ms: T.errorPopupMs });
      void queue.takeBack(stopId).then((taken) => {
        if (taken.kind === 'discarded') undone();
        else if (taken.kind === 'gone') failed(t('popup.undoFailed'));
        else
          undoMove.mutate(
            { cardId: card.id, undo: taken.undo },
            {
              onSuccess: () => {
                void queue.markUndone(stopId);
                undone();
              },
              onError: (error) => failed(undoErrorText(t, error)),
            },
          );
      });
    },
  });

  const savedPopup = (stopId: string, action: CourierAction, card: TCourierCard) => {
    const property = { property: card.propertyName };
    if (action === 'collect')
      show({
        tone: 'success',
        title: t('popup.collected', property),
        message: t('popup.returnWithin24Hours'),
        ms: T.collectPopupMs,
        action: undoAction(stopId, 'collect', card),
      });
    else if (action === 'return')
      show({
        tone: 'success',
        title: t('popup.returned', property),
        message: t('popup.backOnBeds'),
        ms: T.returnPopupMs,
        action: undoAction(stopId, 'return', card),
      });
    else if (action === 'deliver')
      show({ tone: 'success', title: t('popup.delivered', property), message: t('popup.linenOnBeds'), ms: T.returnPopupMs });
    else show({ tone: 'success', title: t('popup.noAccessSaved', property), message: t('popup.noAccessNext'), ms: T.returnPopupMs });
  };

  /** A confirmed stop: into the queue with an id made here, its popup, then sent if there is signal. */
  const save = async (open: OpenStop, body: TVisitBody, photos: Blob[]) => {
    const id = crypto.randomUUID();
    setSaving(true);
    try {
      await queue.add({ id, body, propertyName: open.card.propertyName, photos });
    } catch (error) {
      const full = error instanceof QueueFullError;
      show({
        tone: 'error',
        title: t(full ? 'queue.fullTitle' : 'popup.notSavedTitle'),
        message: full ? t('queue.full', { max: QUEUE_MAX_ACTIONS }) : t('errors.unexpected'),
        ms: T.errorPopupMs,
      });
      return;
    } finally {
      setSaving(false);
    }
    savedPopup(id, body.action, open.card);
    if (open.from === 'list') {
      setStopStarted(false);
      setView({ name: 'list', step: open.step });
    } else goHome();
    const after = (await queue.send()).find((s) => s.id === id);
    if (after?.status !== 'refused') return;
    if (after.code === 'moved_since')
      show({ tone: 'error', title: t('popup.alreadyMovedTitle'), message: t('popup.alreadyMoved'), ms: T.errorPopupMs });
    else
      show({
        tone: 'error',
        title: t('popup.refusedTitle', { property: open.card.propertyName }),
        message: refusalText(t, after),
        ms: T.errorPopupMs,
      });
  };

  const openStop = (step: Step, card: TRoundCard) => {
    setStopStarted(false);
    setView({ name: 'stop', step, card, onHire: card.onHire, from: 'list' });
  };

  return (
    <InLanguage className="mx-auto max-w-xl pb-40">
      <PageHeader title={t('page.title')} description={t('page.description')} actions={<LanguageChooser />} />
      <QueueBar
        queue={queue}
        onStops={() => {
          goHome();
          setView({ name: 'stops' });
        }}
      />
      {screen === 'finding' && <SectionSpinner label={t('page.finding')} />}
      {screen === 'home' && (
        <div className="grid gap-4">
          <HomeButton
            icon={Truck}
            label={t('home.collect')}
            hint={t('home.collectHint')}
            onClick={() => setView({ name: 'list', step: 'collect' })}
          />
          <HomeButton
            icon={PackageCheck}
            label={t('home.return')}
            hint={t('home.returnHint')}
            onClick={() => setView({ name: 'list', step: 'return' })}
          />
          <HomeButton
            icon={PackagePlus}
            label={t('home.deliver')}
            hint={t('home.deliverHint')}
            onClick={() => setView({ name: 'list', step: 'deliver' })}
          />
          <HomeButton icon={ScanLine} label={t('home.scan')} hint={t('home.scanHint')} onClick={openScan} variant="outline" />
          {canPrint && (
            <Button variant="ghost" size="lg" className="h-12 justify-self-center" onClick={() => setPrintOpen(true)}>
              <Printer aria-hidden="true" />
              {t('home.print')}
            </Button>
          )}
        </div>
      )}
      {screen === 'list' && view.name === 'list' && (
        <BagList step={view.step} round={round} done={done} onPress={(card) => openStop(view.step, card)} onBack={goHome} />
      )}
      {screen === 'stops' && <StopsList queue={queue} onBack={goHome} />}
      {screen === 'scan' && (
        <ScanPanel
          onCode={(code) => {
            setNotice(false);
            setView({ name: 'scan' });
            setLookup((prev) => ({ code, attempt: (prev?.attempt ?? 0) + 1 }));
          }}
          onBack={goHome}
          message={lookingUp ? null : scanMessage}
          busy={lookingUp}
        />
      )}
      {stop && (
        <StopStep
          key={`${stop.card.id} ${stop.step}`}
          card={stop.card}
          step={stop.step}
          onHire={stop.onHire}
          bagCode={stop.bagCode}
          saving={saving}
          onSave={(body, photos) => void save(stop, body, photos)}
          onBack={stop.from === 'list' ? () => setView({ name: 'list', step: stop.step }) : goHome}
          onStarted={() => setStopStarted(true)}
        />
      )}
      <BagPopup popup={popup} onClose={() => setPopup(null)} />
      {canPrint && <PrintLabelsDialog open={printOpen} onOpenChange={setPrintOpen} />}
    </InLanguage>
  );
}

interface HomeButtonProps {
  icon: LucideIcon;
  label: string;
  hint: string;
  onClick: () => void;
  variant?: 'primary' | 'outline';
}

function HomeButton({ icon: Icon, label, hint, onClick, variant = 'primary' }: HomeButtonProps) {
  const primary = variant === 'primary';
  return (
    <button
      type="button"
      onClick={onClick}
      className={
        primary
          ? 'flex min-h-28 items-center gap-4 rounded-2xl bg-brand-700 p-5 text-left text-white shadow-md hover:bg-brand-800 active:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
          : 'flex min-h-20 items-center gap-4 rounded-2xl border-2 border-slate-300 bg-white p-5 text-left text-slate-900 hover:bg-slate-50 active:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
      }
    >
      <Icon aria-hidden="true" className={primary ? 'size-10 shrink-0' : 'size-8 shrink-0 text-brand-700'} />
      <span className="space-y-0.5">
        <span className="block text-2xl font-semibold">{label}</span>
        <span className={primary ? 'block text-base text-brand-50' : 'block text-base text-slate-600'}>{hint}</span>
      </span>
    </button>
  );
}

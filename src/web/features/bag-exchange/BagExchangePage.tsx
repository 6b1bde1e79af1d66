/**
 * /bag-exchange, the courier screen (docs/product.md §2.2 Bag Exchange, §4, §8, §9; issue 8 items 13 and 14),
 * phone first: a home with Collect Bag, Return Bag, Deliver Bag and Scan label (and Print bag labels for
 * those who may); the collect list (changeover due, oldest on beds first), the return list (in transit,
 * oldest first) and the deliver list (new cards' first delivery, waiting longest first; issue 18); a
 * scanned or typed label (or ?bag=CODE from a phone's own camera app) opens that bag's Deliver, Collect or
 * Return step. After a collect a popup reminds the courier to return the bag within 24 hours (8 s); after
 * a return or a delivery a popup (6 s); failures an error popup (5 s). The popups after a collect or a
 * return offer Undo for their time (issue 19; the spec's 8 s and 6 s are kept); the server decides
 * whether the undo may still happen. The lists and the bag step go back home after
 * 20 s without a touch, the timer restarting on every action. Every word is in the courier's chosen
 * language (English, Polski, Română; issue 22 item 5, decision 0186), remembered on the device.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { PackageCheck, PackagePlus, Printer, ScanLine, Truck, type LucideIcon } from 'lucide-react';
import { BAG_EXCHANGE_TIMINGS as T, normaliseLabelCode, scanOutcome, type BagStep as Step } from '@shared/domain/bag-exchange';
import { canPrintBagLabels, canUseBagExchange } from '@shared/domain/abilities';
import type { UndoableMove } from '@shared/domain/linen-undo';
import type { TBoardTile, TMoveUndo } from '@shared/schemas/linen';
import { Alert, Button, PageHeader, SectionSpinner } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { useCourierApp } from '@web/lib/courier-app';
import { isApiError } from '@web/lib/api';
import { apiErrorText, undoErrorText } from './i18n/courier-errors';
import { createCourierI18n } from './i18n/courier-i18n';
import { BagList } from './BagList';
import { BagPopup, type BagPopupContent } from './BagPopup';
import { BagStep } from './BagStep';
import { PrintLabelsDialog } from './PrintLabelsDialog';
import { LanguageChooser } from './LanguageChooser';
import { ScanPanel } from './ScanPanel';
import { useBagLabel, type LabelLookup } from './use-bag-label';
import { useIdleTimeout } from './use-idle-timeout';
import { useMoveBag } from './use-move-bag';
import { useUndoMove } from '@web/features/linen/use-undo-move';

type View = { name: 'home' } | { name: 'list'; step: Step } | { name: 'scan' } | { name: 'bag'; step: Step; card: TBoardTile };

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
  return <BagExchange canPrint={canPrintBagLabels(subjectOf(me))} />;
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

function BagExchange({ canPrint }: { canPrint: boolean }) {
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
  const popupId = useRef(0);
  const collect = useMoveBag('collect');
  const giveBack = useMoveBag('return');
  const deliver = useMoveBag('deliver');
  const undoMove = useUndoMove();
  const label = useBagLabel(lookup);

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
    setView({ name: 'home' });
  }, []);
  const openScan = () => {
    setLookup(null);
    setNotice(false);
    setView({ name: 'scan' });
  };
  const show = (content: Omit<BagPopupContent, 'id'>) => setPopup({ ...content, id: ++popupId.current });

  // A looked-up label opens its bag's step, or the scan screen says why not.
  const scanned = lookup && label.data ? { card: label.data, outcome: scanOutcome(label.data.status) } : null;
  const bagStep = scanned?.outcome.step ? { card: scanned.card, step: scanned.outcome.step } : null;
  let scanMessage: string | null = notice ? t('scan.noBagForLabel') : null;
  if (lookup && label.isError)
    scanMessage = isApiError(label.error) && label.error.status === 404 ? t('scan.noBagForLabel') : apiErrorText(t, label.error);
  if (scanned && scanned.outcome.step === null) scanMessage = t('scan.onBeds', { property: scanned.card.propertyName });
  const lookingUp = lookup !== null && label.isFetching;
  const screen: View['name'] | 'bag' | 'finding' = bagStep
    ? 'bag'
    : lookingUp && view.name !== 'scan'
      ? 'finding'
      : lookup || scanMessage
        ? 'scan'
        : view.name;

  // Back home after 20 s without a touch on the lists and the bag step (not while a move is under way).
  const busy = collect.isPending || giveBack.isPending || deliver.isPending;
  useIdleTimeout((screen === 'list' || screen === 'bag') && !busy, T.idleReturnHomeMs, goHome);

  // Undo of the Collect or Return a popup offered: the result in a popup of its own.
  const undoAction = (step: UndoableMove, card: TBoardTile, undo: TMoveUndo | undefined) =>
    undo && {
      label: t('popup.undo'),
      onClick: () =>
        undoMove.mutate(
          { cardId: card.id, undo },
          {
            onSuccess: () =>
              show({
                tone: 'success',
                title: t('popup.undoneTitle'),
                message: t(step === 'collect' ? 'popup.undoneCollect' : 'popup.undoneReturn', { property: card.propertyName }),
                ms: T.returnPopupMs,
              }),
            onError: (error) => show({ tone: 'error', title: t('popup.undoFailedTitle'), message: undoErrorText(t, error), ms: T.errorPopupMs }),
          },
        ),
    };

  const move = (step: Step, card: TBoardTile, after: 'stay' | 'home') => {
    const mutation = step === 'collect' ? collect : step === 'return' ? giveBack : deliver;
    const property = { property: card.propertyName };
    mutation.mutate(card, {
      onSuccess: ({ undo }) => {
        if (step === 'collect') {
          const action = undoAction('collect', card, undo);
          show({
            tone: 'success',
            title: t('popup.collected', property),
            message: t('popup.returnWithin24Hours'),
            ms: T.collectPopupMs,
            ...(action ? { action } : {}),
          });
        } else if (step === 'return') {
          const action = undoAction('return', card, undo);
          show({
            tone: 'success',
            title: t('popup.returned', property),
            message: t('popup.backOnBeds'),
            ms: T.returnPopupMs,
            ...(action ? { action } : {}),
          });
        } else {
          show({ tone: 'success', title: t('popup.delivered', property), message: t('popup.linenOnBeds'), ms: T.returnPopupMs });
        }
        if (after === 'home') goHome();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          show({ tone: 'error', title: t('popup.alreadyMovedTitle'), message: t('popup.alreadyMoved'), ms: T.errorPopupMs });
          if (after === 'home') goHome();
        } else if (step === 'collect') {
          show({ tone: 'error', title: t('popup.collectFailedTitle'), message: t('popup.collectFailed', property), ms: T.errorPopupMs });
        } else if (step === 'deliver') {
          show({ tone: 'error', title: t('popup.deliverFailedTitle'), message: t('popup.deliverFailed', property), ms: T.errorPopupMs });
        } else {
          show({ tone: 'error', title: t('popup.returnFailedTitle'), message: t('popup.returnFailed', property), ms: T.errorPopupMs });
        }
      },
    });
  };

  const pending = [collect, giveBack, deliver].find((m) => m.isPending);
  const busyId = pending?.variables?.id ?? null;

  return (
    <InLanguage className="mx-auto max-w-xl pb-40">
      <PageHeader title={t('page.title')} description={t('page.description')} actions={<LanguageChooser />} />
      {screen === 'finding' && <SectionSpinner label={t('page.finding')} />}
      {screen === 'home' && (
        <div className="grid gap-4">
          <HomeButton icon={Truck} label={t('home.collect')} hint={t('home.collectHint')} onClick={() => setView({ name: 'list', step: 'collect' })} />
          <HomeButton icon={PackageCheck} label={t('home.return')} hint={t('home.returnHint')} onClick={() => setView({ name: 'list', step: 'return' })} />
          <HomeButton icon={PackagePlus} label={t('home.deliver')} hint={t('home.deliverHint')} onClick={() => setView({ name: 'list', step: 'deliver' })} />
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
        <BagList step={view.step} busyId={busyId} onPress={(card) => move(view.step, card, 'stay')} onBack={goHome} />
      )}
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
      {bagStep && (
        <BagStep card={bagStep.card} step={bagStep.step} busy={busy} onConfirm={(card) => move(bagStep.step, card, 'home')} onBack={goHome} />
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

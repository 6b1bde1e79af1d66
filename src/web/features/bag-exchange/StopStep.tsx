/**
 * A stop at the door (issue 22 item 2): after a bag is chosen from a list or scanned, what happened
 * (its Deliver, Collect or Return, already chosen, or 'No access / nothing to collect'), the counts per
 * item prefilled from what is out on hire, the person's signature and name or 'No one present', and
 * photos (one at least for No access). Confirm checks it by the server's rules and hands it to the queue:
 * after the scan, one tap for No one present (or the signature) and one to confirm, plus the counts.
 */
import { useState } from 'react';
import { ArrowLeft, DoorClosed, PackageCheck, PackagePlus, Truck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BagStep as Step } from '@shared/domain/bag-exchange';
import { VISIT_PHOTOS_MAX, type CourierAction } from '@shared/domain/courier-visits';
import type { TCourierCard, TRoundCard, TVisitBody } from '@shared/schemas/courier';
import { Alert, Button, Checkbox } from '@web/components/ui';
import { cn } from '@web/lib/cn';
import { BagSummary } from './BagSummary';
import { CountSteppers } from './CountSteppers';
import { PhotoField, type StopPhoto } from './PhotoField';
import { SignatureField } from './SignatureField';
import { checkStop, prefillCounts, type StopProblem } from './stop-form';

export interface StopStepProps {
  card: TCourierCard;
  step: Step;
  /** What the property has on hire (from the round); empty when the phone does not know. */
  onHire: TRoundCard['onHire'];
  /** The label scanned or typed, when the bag was scanned. */
  bagCode?: string;
  saving: boolean;
  onSave: (body: TVisitBody, photos: Blob[]) => void;
  onBack: () => void;
  /** Called once the courier has started filling the stop in (the screen then no longer goes home when idle). */
  onStarted: () => void;
}

const ICONS: Record<Step, LucideIcon> = { deliver: PackagePlus, collect: Truck, return: PackageCheck };

export function StopStep({ card, step, onHire, bagCode, saving, onSave, onBack, onStarted }: StopStepProps) {
  const { t } = useTranslation();
  const [action, setAction] = useState<CourierAction>(step);
  const [counts, setCounts] = useState(() => prefillCounts(onHire));
  const [noOnePresent, setNoOnePresent] = useState(false);
  const [signerName, setSignerName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [photos, setPhotos] = useState<StopPhoto[]>([]);
  const [problems, setProblems] = useState<StopProblem[]>([]);
  const noAccess = action === 'no_access';
  const Icon = noAccess ? DoorClosed : ICONS[step];

  const touched =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      onStarted();
      set(value);
    };
  const problem = (field: StopProblem['field']) => {
    const found = problems.find((p) => p.field === field);
    return found ? t(`stop.${found.key}`, { max: VISIT_PHOTOS_MAX }) : undefined;
  };

  const confirm = () => {
    const form = { action, counts, noOnePresent, signerName, signature, photoIds: photos.map((p) => p.id) };
    const checked = checkStop(form, { cardId: card.id, bagCode }, new Date().toISOString());
    setProblems(checked.problems ?? []);
    if (checked.body)
      onSave(
        checked.body,
        photos.map((p) => p.blob),
      );
  };

  const otherProblem = problem('other');
  const choices: { value: CourierAction; label: string }[] = [
    { value: step, label: t(`actions.${step}`) },
    { value: 'no_access', label: t('stop.noAccess') },
  ];

  return (
    <section aria-labelledby="bag-step-title" className="space-y-5">
      <div className="flex items-center gap-3">
        <Button variant="outline" size="lg" onClick={onBack} className="h-12">
          <ArrowLeft aria-hidden="true" />
          {t('page.back')}
        </Button>
        <h2 id="bag-step-title" className="text-xl font-semibold text-slate-900">
          {t(`step.${step}Title`)}
        </h2>
      </div>
      <BagSummary card={card} step={step} />

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('stop.whatHappened')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={cn(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 py-2 text-base font-semibold',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                action === choice.value ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800',
              )}
            >
              <input
                type="radio"
                name="stop-action"
                value={choice.value}
                checked={action === choice.value}
                onChange={() => touched(setAction)(choice.value)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span className="[overflow-wrap:anywhere]">{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {!noAccess && (
        <CountSteppers
          onHire={onHire}
          counts={counts}
          onChange={(item, text) => touched(setCounts)({ ...counts, [item]: text })}
          wrong={new Set(problems.flatMap((p) => (p.field === 'counts' && p.item ? [p.item] : [])))}
          error={problem('counts')}
        />
      )}

      {!noAccess && (
        <div className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <Checkbox
            label={t('stop.noOnePresent')}
            checked={noOnePresent}
            onCheckedChange={(checked) => touched(setNoOnePresent)(checked === true)}
            className="min-h-12 items-center [&_button]:size-7 [&_label]:text-base"
          />
          {!noOnePresent && (
            <SignatureField
              onSignature={touched(setSignature)}
              signerName={signerName}
              onSignerName={touched(setSignerName)}
              signatureError={problem('signature')}
              nameError={problem('signerName')}
            />
          )}
        </div>
      )}

      <PhotoField photos={photos} onChange={touched(setPhotos)} required={noAccess} error={problem('photos')} />

      {problems.length > 0 && (
        <Alert variant="error" title={t('stop.checkFields')}>
          {otherProblem}
        </Alert>
      )}
      <Button size="lg" className="h-16 w-full text-lg" loading={saving} loadingText={t('stop.saving')} onClick={confirm}>
        <Icon aria-hidden="true" />
        {noAccess ? t('stop.confirmNoAccess') : t(`step.${step}Action`)}
      </Button>
    </section>
  );
}

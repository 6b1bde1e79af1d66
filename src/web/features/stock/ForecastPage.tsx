/**
 * Stock → Forecast (/stock/forecast; issue 24 items 2 and 3, decision 0197): the next 14 days' linen
 * need from accepted and pending requests and bookings not yet turned into requests, against the clean
 * sets on the shelf plus those due back from the laundry; days short are flagged; CSV download; and the
 * par level of each property. For super admins, managers and admins (canReadLinenForecast).
 */
import { CalendarClock, Download, PackageCheck, Shirt, TriangleAlert } from 'lucide-react';
import { bedSets, shortfallText } from '@shared/domain/linen-forecast';
import { shortDayLabel } from '@shared/domain/calendar';
import { Alert, buttonClasses, PageHeader, SectionSpinner, StatTile } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { apiUrl } from '@web/lib/api-client';
import { ForecastDays } from './ForecastDays';
import { ParLevels } from './ParLevels';
import { StockTabs } from './StockTabs';
import { useForecast } from './use-forecast';

export default function ForecastPage() {
  const forecast = useForecast();
  const data = forecast.data;

  let body;
  if (forecast.isError)
    body = (
      <Alert variant="error" title="Failed to load the forecast">
        {errorMessage(forecast.error, 'Please try again.')}
      </Alert>
    );
  else if (!data) body = <SectionSpinner label="Loading the forecast" />;
  else {
    const flagged = data.days.filter((d) => d.flagged);
    const changeovers = data.days.reduce((s, d) => s + d.changeovers, 0);
    body = (
      <>
        <ul aria-label="Forecast summary" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile
            label="Changeovers, 14 days"
            value={changeovers.toLocaleString('en-GB')}
            icon={<CalendarClock className="size-5" />}
            tone="bg-sky-100 text-sky-800"
          />
          <StatTile label="Days short" value={flagged.length} icon={<TriangleAlert className="size-5" />} tone="bg-red-100 text-red-800" />
          <StatTile
            label="Clean bed sets on shelf"
            value={bedSets(data.shelf).toLocaleString('en-GB')}
            icon={<PackageCheck className="size-5" />}
            tone="bg-green-100 text-green-800"
          />
          <StatTile
            label="Clean towel packs"
            value={data.shelf.towels.toLocaleString('en-GB')}
            icon={<Shirt className="size-5" />}
            tone="bg-slate-100 text-slate-700"
          />
        </ul>
        {flagged.length > 0 ? (
          <Alert variant="error" title={`Not enough clean linen on ${flagged.length} day${flagged.length === 1 ? '' : 's'}`} className="mb-4">
            <ul className="list-disc pl-5">
              {flagged.map((d) => (
                <li key={d.day}>
                  {shortDayLabel(d.day)}: short of {shortfallText(d.short)}
                </li>
              ))}
            </ul>
          </Alert>
        ) : (
          <Alert variant="success" title="Enough clean linen for the next 14 days" className="mb-4">
            Every changeover known today is covered by the shelf and the sets due back from the laundry.
          </Alert>
        )}
        {data.propertiesWithoutInventory > 0 && (
          <Alert variant="warning" title="Linen inventory missing" className="mb-4">
            {data.propertiesWithoutInventory} propert{data.propertiesWithoutInventory === 1 ? 'y' : 'ies'} with changeovers in these days list no bed
            linen or towels, so they add nothing here. Fill in their linen inventory on Properties.
          </Alert>
        )}
        <ForecastDays days={data.days} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Linen Forecast"
        description={`Sets needed per bed size and towel packs for the next 14 days, against clean stock on the shelf plus sets due back from the laundry (${data?.turnaroundDays ?? 4}-day turnaround).`}
        actions={
          <a href={apiUrl('/api/stock/forecast.csv')} download className={buttonClasses({ variant: 'outline' })}>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
        }
      />
      <StockTabs />
      <div aria-busy={forecast.isFetching || undefined}>{body}</div>
      <ParLevels />
    </>
  );
}

import type { Disturbance } from '@lingon/contracts/site/disturbances';

export const SERVICE_LABELS: Record<Disturbance['services'][number], string> = {
  mobil: 'Mobil',
  bredband: 'Bredband',
  tv: 'TV',
  kundservice: 'Kundservice',
};

export interface GroupedDisturbances {
  ongoing: Disturbance[];
  resolved: Disturbance[];
}

const newestFirst = (a: Disturbance, b: Disturbance) =>
  Date.parse(b.startedAt) - Date.parse(a.startedAt);

/** Ongoing and resolved apart, each newest first (whatever order the server used). */
export function groupDisturbances(list: readonly Disturbance[]): GroupedDisturbances {
  return {
    ongoing: list.filter((item) => item.status === 'ongoing').sort(newestFirst),
    resolved: list.filter((item) => item.status === 'resolved').sort(newestFirst),
  };
}

const dateTimeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** "21 november 07:40", in Swedish time whatever the visitor's clock says. */
export function formatDisturbanceTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso)).replace(' kl. ', ' ');
}

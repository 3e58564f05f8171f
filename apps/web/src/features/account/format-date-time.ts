const pad = (value: number) => String(value).padStart(2, '0');

/** Spec 01 §9 date format, with the time after it: DD/MM/YYYY HH:mm in the device's time zone; '' if unreadable. */
export function formatDateTime(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// The scheduling page's one script: shows the times in the browser's own time zone. Without it the
// page works the same, in the zone chosen from the list.
const form = document.querySelector('[data-schedule-zone]');
const select = form && form.querySelector('select[name="tz"]');
if (select) {
  select.addEventListener('change', () => form.submit());
  const url = new URL(location.href);
  let zone = '';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    zone = '';
  }
  const known = [...select.options].some((o) => o.value === zone);
  if (!url.searchParams.has('tz') && known && zone !== select.value) {
    url.searchParams.set('tz', zone);
    location.replace(url.toString());
  }
}

/** PHP's date() formatting for the letters WordPress's date settings use, on a stored `YYYY-MM-DD HH:MM:SS` time. */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function phpDate(format: string, stored: string): string {
  const [date = '', time = '00:00:00'] = stored.split(' ');
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const c = format[i] as string;
    switch (c) {
      case 'd': out += pad(d); break;
      case 'j': out += String(d); break;
      case 'S': out += ordinalSuffix(d); break;
      case 'D': out += DAYS[weekday]?.slice(0, 3) ?? ''; break;
      case 'l': out += DAYS[weekday] ?? ''; break;
      case 'N': out += String(weekday === 0 ? 7 : weekday); break;
      case 'w': out += String(weekday); break;
      case 'F': out += monthName(m); break;
      case 'M': out += monthName(m).slice(0, 3); break;
      case 'm': out += pad(m); break;
      case 'n': out += String(m); break;
      case 'Y': out += String(y); break;
      case 'y': out += pad(y % 100); break;
      case 'a': out += hh < 12 ? 'am' : 'pm'; break;
      case 'A': out += hh < 12 ? 'AM' : 'PM'; break;
      case 'g': out += String(hh % 12 === 0 ? 12 : hh % 12); break;
      case 'h': out += pad(hh % 12 === 0 ? 12 : hh % 12); break;
      case 'G': out += String(hh); break;
      case 'H': out += pad(hh); break;
      case 'i': out += pad(mm); break;
      case 's': out += pad(ss); break;
      case 'c': out += `${date}T${time}+00:00`; break;
      case '\\': out += format[++i] ?? ''; break;
      default: out += c;
    }
  }
  return out;
}

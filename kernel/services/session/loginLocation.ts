// Where "go to login" leads (§2 route behaviour 1): the host's login address with a redirect back.
import { safeRedirectPath } from '../../../shared/domain';

export function loginLocation(loginUrl: string, currentPath: string): string {
  const back = safeRedirectPath(currentPath, '/');
  const target = loginUrl || '/login';
  if (/^https?:\/\//i.test(target)) {
    const origin = typeof window !== 'undefined' ? window.location.origin : '';
    return `${target}${target.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(origin + back)}`;
  }
  if (back === '/' || back.startsWith('/login')) return target;
  return `${target}${target.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(back)}`;
}

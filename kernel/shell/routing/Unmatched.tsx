// §2 route behaviour 3/4: an unmatched path (or one the user's roles do not allow) goes back to
// the previous named route, or to /404 when there is none (a typed address, a fresh load).
import { Navigate, useLocation } from 'react-router-dom';
import { shellMemory } from './shellMemory';

export function Unmatched() {
  const location = useLocation();
  const here = location.pathname + location.search;
  const previous = shellMemory.lastMatchedPath;
  if (previous && previous !== here && location.state?.fromUnmatched !== true) {
    return <Navigate to={previous} replace state={{ fromUnmatched: true }} />;
  }
  return <Navigate to="/404" replace />;
}

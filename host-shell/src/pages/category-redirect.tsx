import { routes } from '@shop/shared-contracts/routes';
import { Navigate, useParams } from '@shop/shared-platform/router/react-router';

/** `/category/:id` has no page of its own: it shows the store filtered by it. */
export function CategoryRedirect() {
  const { id } = useParams();
  return <Navigate to={routes.store(id ? { category_id: id } : undefined)} replace />;
}

import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@telehealth/engine';
import { Link, useParams } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { ErrorAlert, Loading, QueryStatus } from './status-views';

/** /admin/products: the tenant's products (read-only: they come from the tenant's product data). */
export function ProductsPage() {
  const api = useAdminApi();
  const products = useQuery({
    queryKey: ['admin', 'products'],
    queryFn: () => api.call('GET /api/products'),
  });
  return (
    <section aria-labelledby="admin-products-heading">
      <h1 id="admin-products-heading">Products</h1>
      <p className="admin-muted">
        Products come from the tenant&apos;s product data and change with a deployment.
      </p>
      <QueryStatus query={products} what="products" />
      {products.data ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-visually-hidden">Products</caption>
            <thead>
              <tr>
                <th scope="col">Med id</th>
                <th scope="col">Name</th>
                <th scope="col">Form</th>
                <th scope="col">Price</th>
                <th scope="col">Subscription</th>
              </tr>
            </thead>
            <tbody>
              {products.data.map((product) => (
                <tr key={product.med}>
                  <th scope="row">
                    <Link to={`/admin/product/${product.med}`}>{product.med}</Link>
                  </th>
                  <td>{product.name}</td>
                  <td>{product.form}</td>
                  <td>{formatMoney(product.price)}</td>
                  <td>{product.model ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** /admin/product/:id: one product's fields. */
export function ProductPage() {
  const api = useAdminApi();
  const { id = '' } = useParams();
  const product = useQuery({
    queryKey: ['admin', 'product', id],
    queryFn: () => api.call('GET /api/products/{medId}', { params: { medId: id } }),
  });
  return (
    <section aria-labelledby="admin-product-heading">
      <p>
        <Link to="/admin/products">← All products</Link>
      </p>
      <h1 id="admin-product-heading">{product.data ? product.data.name : `Product ${id}`}</h1>
      {product.isPending ? <Loading what="the product" /> : null}
      {product.isError ? <ErrorAlert error={product.error} what="The product could not be loaded" /> : null}
      {product.data ? (
        <dl className="admin-details">
          <dt>Med id</dt>
          <dd>{product.data.med}</dd>
          <dt>Form</dt>
          <dd>{product.data.form}</dd>
          <dt>Strength</dt>
          <dd>{product.data.strength ?? '—'}</dd>
          <dt>Price</dt>
          <dd>{formatMoney(product.data.price)}</dd>
          <dt>Subscription</dt>
          <dd>{product.data.model ? 'Yes' : 'No'}</dd>
          <dt>CRM product id</dt>
          <dd>{product.data.ID}</dd>
          <dt>Client product id</dt>
          <dd>{product.data.clientProductId}</dd>
          <dt>Product page</dt>
          <dd>{product.data.productPage ?? '—'}</dd>
          <dt>Includes</dt>
          <dd>{product.data.includes?.length ? product.data.includes.join(', ') : '—'}</dd>
          <dt>Description</dt>
          <dd>{product.data.description ?? '—'}</dd>
          <dt>Campaign products</dt>
          <dd>
            {product.data.campaignProducts.length === 0
              ? '—'
              : product.data.campaignProducts
                  .map((campaign) => `${campaign.campaignProductId} (${formatMoney(campaign.price)})`)
                  .join(', ')}
          </dd>
        </dl>
      ) : null}
    </section>
  );
}

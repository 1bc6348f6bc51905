export {
  FlowsDataError,
  checkCatalog,
  dataDir,
  loadCatalog,
  tenantAssetsDir,
  type Catalog,
  type DataProblem,
  type TenantBundle,
} from './catalog.js';

export {
  FlowsDataError,
  checkCatalog,
  dataDir,
  loadCatalog,
  tenantAssetsDir,
  type Catalog,
  type DataProblem,
  type Instrument,
  type TenantBundle,
} from './catalog.js';

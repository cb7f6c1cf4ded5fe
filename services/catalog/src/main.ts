import { runService } from '@coffee/service-defaults';
import { loadCatalogConfig } from './config';
import { createCatalogServer } from './server';

const service = createCatalogServer(loadCatalogConfig());
void runService(service, service.ctx.logger);

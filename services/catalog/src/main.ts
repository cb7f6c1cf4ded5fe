import { runServiceMain } from '@coffee/service-defaults';
import { loadCatalogConfig } from './config';
import { createCatalogServer } from './server';

runServiceMain(loadCatalogConfig, createCatalogServer);

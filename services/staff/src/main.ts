import { runServiceMain } from '@coffee/service-defaults';
import { loadStaffConfig } from './config';
import { createStaffServer } from './server';

runServiceMain(loadStaffConfig, createStaffServer);

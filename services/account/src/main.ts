import { runServiceMain } from '@coffee/service-defaults';
import { loadAccountConfig } from './config';
import { createAccountService } from './server';

runServiceMain(loadAccountConfig, createAccountService);
